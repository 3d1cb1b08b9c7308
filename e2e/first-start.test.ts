// A newcomer's first start: the built server on a new embedded database, as `npm start` runs it in development,
// has sample customers with a project at every stage. The admin finds them all on the Projects tab, and a sample
// customer signs in with the mailed code and sees their delivered site. Its own server.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { STATUS_LABELS } from '../src/shared/lifecycle'
import { SAMPLE_STAGES } from '../src/server/modules/sample-data/sample-customers'
import { DESKTOP, gotoApp, horizontalOverflow, PHONE, seriousA11yViolations } from './support/browser'
import { ownServerAndBrowser } from './support/own-server'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
const ADMIN = { email: 'first-admin@sitecraft.test', password: 'first-start-admin-password' }

const own = ownServerAndBrowser('first-start', {
  // Unset, as `npm start` has it: development's default adds the sample data.
  SAMPLE_DATA: '',
  STAFF_TOTP: 'optional',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  CFO_EMAIL: 'first-cfo@sitecraft.test',
  CFO_PASSWORD: 'first-start-cfo-password',
})

/** A page in a context of its own (axe opens pages beside it). */
async function openPage(viewport: { width: number; height: number }) {
  // At the address the server calls itself (PUBLIC_URL's default), where the samples' pictures are.
  const baseURL = own.server.baseUrl.replace('127.0.0.1', 'localhost')
  const context = await own.browser.newContext({ viewport, baseURL })
  return context.newPage()
}

async function check(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
  expect(await horizontalOverflow(page), `${name} overflows`).toBe(0)
  expect(await seriousA11yViolations(page), name).toEqual([])
}

/** The newest sign-in code the development mailbox holds for `email`. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const res = await fetch(`${own.server.baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
    const mails = (await res.json()) as Array<{ kind: string; text: string }>
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.kind === 'sign-in-code')?.text ?? '')?.[1]
    if (code) return code
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('a first start in development', () => {
  for (const [width, viewport] of [
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`shows the admin a sample project at every stage (${width} px)`, async () => {
      const page = await openPage(viewport)
      await gotoApp(page, '/admin-login')
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL((u) => u.pathname === '/admin')
      await gotoApp(page, '/admin/projects')
      const cards = page.getByRole('list', { name: 'Projects' }).locator(':scope > li')
      await expect.poll(() => cards.count()).toBe(SAMPLE_STAGES.length)
      // Newest first: the last sample added (requirements needed) leads; each card carries its status's badge.
      for (const [i, stage] of SAMPLE_STAGES.entries())
        expect(await cards.nth(i).getByText(STATUS_LABELS[stage], { exact: true }).count()).toBeGreaterThan(0)
      // The design samples' pictures load (a broken one shows its link instead).
      const pictures = page.getByRole('img', { name: /^Design sample/ })
      await expect.poll(() => pictures.count()).toBe(4)
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded()
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
      }
      await check(page, `first-start-admin-projects-${width}`)
      await page.context().close()
    })
  }

  it('lets a newcomer sign in as a sample customer and see their delivered site', async () => {
    const page = await openPage(DESKTOP)
    const email = 'olivia.hart@example.com'
    await gotoApp(page, '/login')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send sign-in code' }).click()
    await page.getByLabel('Sign-in code').fill(await mailedCode(email))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((u) => u.pathname === '/dashboard')
    const card = page.getByRole('article', { name: 'Harbor Consulting' })
    await card.filter({ hasText: STATUS_LABELS.delivered }).waitFor()
    await check(page, 'first-start-customer-dashboard-1440')
    await page.context().close()
  })
})

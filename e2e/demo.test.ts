// The demo dashboard in a real browser: the client dashboard's own components prerendered with the sample data,
// hydrated without a mismatch, every tab and both dialogs walked at phone and desktop width, and not one request
// to the API (nor any other fetch) made.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  browserSession,
  DESKTOP,
  gotoApp,
  horizontalOverflow,
  pathOf,
  PHONE,
  seriousA11yViolations,
  storedJson,
  toastWith,
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

/** Every call the page makes: anything under /api, and any fetch or XHR wherever it goes. */
function recordCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api') || ['fetch', 'xhr'].includes(r.resourceType()))
      calls.push(`${r.method()} ${url.pathname}`)
  })
  return calls
}

/** Screenshot (the whole page, or the screen a dialog covers), no horizontal overflow, axe clean. */
async function check(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // From the top, so the sticky header sits where a visitor sees it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage })
  expect(await horizontalOverflow(page), `${name} overflows`).toBeLessThanOrEqual(0)
  expect(await seriousA11yViolations(page), name).toEqual([])
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click()
  const panel = page.getByRole('tabpanel')
  await panel.waitFor()
  return panel
}

describe('demo dashboard', () => {
  it('is prerendered with its sample data', async () => {
    const { page } = await session.open()
    const res = await page.request.get('/demo')
    expect(res.status()).toBe(200)
    // React separates adjacent text with comments in the HTML it renders.
    const html = (await res.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Welcome back, Alex!')
    expect(html).toContain('This is a demo dashboard')
    expect(html).toContain('Morgan Photography Portfolio')
  })

  it('hydrates onto the prerendered page without a mismatch', async () => {
    const { page } = await session.open()
    // Keeps the prerendered <main>: a hydration mismatch would make React render the page anew, replacing it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('main')
      })
    })
    await gotoApp(page, '/demo')
    // Hydrated, the sample is dated from the visitor's today and the delivery countdowns appear.
    const panel = await openTab(page, 'Projects')
    await panel.getByTestId('delivery-countdown').first().waitFor()
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered ===
          document.querySelector('main'),
      ),
    ).toBe(true)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: walks every tab and both dialogs with no call to the API`, async () => {
      const { page } = await session.open({ viewport })
      const calls = recordCalls(page)
      const w = viewport.width
      await gotoApp(page, '/demo')

      await page.getByRole('heading', { level: 1, name: 'Welcome back, Alex!' }).waitFor()
      const demo = page.getByRole('complementary', { name: 'Demo' })
      expect(await demo.textContent()).toContain('This is a demo dashboard')
      expect(await demo.getByRole('link', { name: /Order your website for real/ }).getAttribute('href')).toBe(
        '/#pricing',
      )
      const bell = page.getByRole('button', { name: /^Notifications/ })
      expect(await bell.getAttribute('aria-label')).toBe('Notifications, 3 unread')
      await check(page, `demo-overview-${w}`)

      // Projects: the dashboard's cards, with the lifecycle's labels and progress; the access details on the
      // delivered one only.
      let panel = await openTab(page, 'Projects')
      // Hydrated, the delivery dates are days ahead of the visitor's today.
      expect(await panel.getByTestId('delivery-countdown').allTextContents()).toEqual([
        expect.stringMatching(/^\d business days? left$/),
        expect.stringMatching(/^\d business days? left$/),
        expect.stringMatching(/^\d business days? left$/),
      ])
      for (const [title, label, progress] of [
        ['Bella Vista Restaurant', 'Delivered', '100'],
        ['Morgan & Co. Consulting', 'Under Development', '80'],
        ['Urban Threads Online Store', 'Awaiting Approval', '90'],
        ['Morgan Photography Portfolio', 'Design Samples Ready', '50'],
      ] as const) {
        const card = panel.getByRole('article', { name: title })
        expect(await card.locator('[data-slot="badge"]').textContent(), title).toBe(label)
        expect(await card.getByRole('progressbar').getAttribute('aria-valuenow'), title).toBe(progress)
      }
      expect(await panel.getByText('Your website is live!').count()).toBe(1)
      await check(page, `demo-projects-${w}`)
      await panel.getByRole('button', { name: 'View Details of Bella Vista Restaurant' }).click()
      const toast = toastWith(page, 'In your own dashboard this opens Bella Vista Restaurant')
      await toast.waitFor()
      await toast.getByRole('button', { name: 'Close' }).click()
      await toast.waitFor({ state: 'detached' })

      panel = await openTab(page, 'Subscriptions')
      await panel.getByText('Website Maintenance', { exact: true }).waitFor()
      expect(await panel.textContent()).toContain('Basic plan · $15.00/month')
      await panel.getByText('Active', { exact: true }).waitFor()
      // Nothing to cancel or pay in the demo.
      expect(await panel.getByRole('button').count()).toBe(0)
      await check(page, `demo-subscriptions-${w}`)

      panel = await openTab(page, 'Invoices')
      const invoices = panel.getByText('Invoice INV-000241', { exact: true })
      expect(await invoices.count()).toBe(1)
      await check(page, `demo-invoices-${w}`)

      // Notifications: choosing an unread one marks it read, here only.
      panel = await openTab(page, 'Notifications')
      const unread = panel.getByRole('button', { name: /^Unread:/ })
      expect(await unread.count()).toBe(3)
      await unread.first().click()
      await expect.poll(() => unread.count()).toBe(2)
      expect(await bell.getAttribute('aria-label')).toBe('Notifications, 2 unread')
      expect(await panel.textContent()).toContain('Payment received')
      await check(page, `demo-notifications-${w}`)

      // Support: the ticket dialog checks its fields, then confirms and lists the ticket, without a call.
      panel = await openTab(page, 'Support')
      await panel.getByRole('button', { name: 'New Ticket' }).click()
      let dialog = page.getByRole('dialog', { name: 'Create Support Ticket' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Create Ticket' }).click()
      await expect
        .poll(() => dialog.getByRole('alert').allTextContents())
        .toEqual(['Subject is required', 'Message is required'])
      await check(page, `demo-ticket-dialog-${w}`, { fullPage: false })
      await dialog.getByLabel('Subject').fill('Change the hero photo')
      await dialog.getByLabel('Message').fill('Please use the new terrace photo on the home page.')
      await dialog.getByLabel('Priority').selectOption('high')
      await dialog.getByRole('button', { name: 'Create Ticket' }).click()
      const ticketToast = toastWith(page, 'Support Ticket Created!')
      await ticketToast.waitFor()
      await dialog.waitFor({ state: 'detached' })
      await panel.getByRole('heading', { name: 'Change the hero photo' }).waitFor()
      await ticketToast.getByRole('button', { name: 'Close' }).click()
      await ticketToast.waitFor({ state: 'detached' })
      await check(page, `demo-support-${w}`)

      // The order dialog says what would happen, and the demo stays where it is.
      await page.getByRole('button', { name: 'New Website' }).click()
      dialog = page.getByRole('dialog', { name: 'Order New Website' })
      await dialog.waitFor()
      await dialog.getByLabel('Project Title').fill('Corner Bakery')
      await dialog.getByLabel('Business Type').selectOption('restaurant')
      await check(page, `demo-order-dialog-${w}`, { fullPage: false })
      await dialog.getByRole('button', { name: 'Continue to Checkout' }).click()
      const orderToast = toastWith(page, '“Corner Bakery” is ready to order.')
      await orderToast.waitFor()
      expect(await orderToast.textContent()).toContain('This is a demo — sign up to order your site')
      await dialog.waitFor({ state: 'detached' })
      await check(page, `demo-order-confirmed-${w}`, { fullPage: false })
      expect(pathOf(page)).toBe('/demo')
      expect(await storedJson(page, 'pendingOrder')).toBeNull()

      expect(calls).toEqual([])
    })
  }

  it('is usable from the keyboard: arrow keys move between tabs, the bell opens Notifications', async () => {
    const { page } = await session.open()
    const calls = recordCalls(page)
    await gotoApp(page, '/demo')
    const overview = page.getByRole('tab', { name: 'Overview' })
    await overview.focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => page.getByRole('tab', { name: 'Projects' }).getAttribute('aria-selected'))
      .toBe('true')
    // Focus is visible on the focused tab.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')

    await page.getByRole('button', { name: /^Notifications, \d unread$/ }).focus()
    await page.keyboard.press('Enter')
    const tab = page.getByRole('tab', { name: /^Notifications/ })
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')

    // Escape closes a dialog and focus returns to what opened it.
    const opener = page.getByRole('button', { name: 'New Website' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Order New Website' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The dialog hands focus back as it finishes closing, which a busy machine may take a moment over.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)

    // Logout leaves for the home page.
    await page.getByRole('link', { name: 'Logout' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    expect(calls.filter((c) => c.includes('/api/dashboard') || c.includes('/api/auth'))).toEqual([])
  })
})

// The buying journey as a person takes it: landing order → sign in by mailed code → checkout with both exit-offer
// codes and a domain → a declined card, then a good one → payment return → requirements with a logo →
// dashboard. Then each page at phone and desktop width, screenshotted and checked with axe.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  browserSession,
  gotoApp,
  horizontalOverflow,
  PHONE,
  seedSignedInCustomer,
  seriousA11yViolations,
  storedJson,
  toastWith,
  waitForMail,
} from './support/browser'
import { addonToggle, openOrderDialog, orderTotal } from './support/landing'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

// A real PNG: 1×1, so the server's byte check sees an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const REQUIREMENTS: Array<[string | RegExp, string]> = [
  ['Company name', 'Corner Bakery'],
  ['What makes your company unique?', 'Sourdough baked at 4 am every day'],
  ['Short description', 'A neighbourhood bakery in Leeds'],
  [
    'Long description',
    'We bake bread, cakes and pastries for our street and deliver to cafés across the city every morning.',
  ],
  ['Business email', 'hello@cornerbakery.example'],
  ['Business phone', '+44 113 496 0000'],
  ['Business address', '12 High Street, Leeds'],
  ['Preferred colors', 'Warm browns and cream'],
  ['Pages needed', 'Home, Menu, About, Contact, Order'],
  ['Target audience', 'Local families and office workers'],
  ['Main call to action', 'Order for collection'],
]

async function signInCode(email: string) {
  const mail = await waitForMail(email, 'sign-in-code')
  return /\b(\d{6})\b/.exec(mail.text)![1]!
}

function summaryTotal(page: Page) {
  return page.getByTestId('order-total')
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

describe('checkout journey', () => {
  it('orders from the landing page, pays after a declined card, sends requirements and sees the project', async () => {
    const { page } = await session.open()
    await gotoApp(page, '/')
    const dialog = await openOrderDialog(page)
    await dialog.getByLabel(/Extra pages/).fill('5')
    await addonToggle(dialog, 'E-commerce').click()
    await expect.poll(() => orderTotal(dialog).textContent()).toBe('$175')
    await dialog.getByRole('button', { name: 'Create Account & Place Order' }).click()

    // No dead end: sign in by mailed code, then straight on to checkout with the order.
    await page.waitForURL((u) => u.pathname === '/login')
    const email = `checkout-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send sign-in code' }).click()
    await page.getByLabel('Sign-in code').fill(await signInCode(email))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((u) => u.pathname === '/checkout')
    await page.getByRole('heading', { name: 'Your package' }).waitFor()

    // Both exit-offer codes: the paid extra pages made free, five more added, then 15% off what is left.
    const coupon = page.getByLabel('Coupon code')
    await coupon.fill('freepages10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Remove coupon FREEPAGES10' }).waitFor()
    await coupon.fill('SAVE15')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Remove coupon SAVE15' }).waitFor()

    const domain = `corner-bakery-${Date.now()}.com`
    await page.getByLabel('Domain name').fill(domain.toUpperCase())
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await page.getByText(`${domain} is available`).waitFor()
    await page.getByRole('button', { name: 'Add to order' }).click()
    // 100 + 5 × 5 + 50, the .com's first year free = 175; the 5 paid pages free = 150; 15% off = 22.50.
    await expect.poll(() => summaryTotal(page).textContent()).toContain('$127.50')

    await page.getByLabel('Name for the invoice').fill('Ada Lovelace')
    await page.getByLabel('Company (optional)').fill('Corner Bakery Ltd')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByText('Test mode — no money moves').waitFor()
    await page.getByRole('button', { name: 'Pay $127.50' }).waitFor()
    await saveShot(page, 'checkout-card-1440')

    await payWith(page, '4000 0000 0000 0002')
    await toastWith(page, 'Payment Failed').waitFor()
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/checkout')

    await payWith(page, '4242 4242 4242 4242')
    await page.waitForURL((u) => u.pathname === '/payment-success')
    await page.getByRole('heading', { level: 1, name: 'Payment successful!' }).waitFor()
    await page.getByText(/INV-\d{6}/).waitFor()
    expect(await storedJson(page, 'pendingOrder')).toBeNull()
    const receipt = await waitForMail(email, 'receipt')
    expect(receipt.text).toContain('$127.50')

    // Safe to reload.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Payment successful!' }).waitFor()
    await page.getByRole('link', { name: 'Submit Project Requirements' }).click()
    await page.waitForURL((u) => u.pathname === '/project-setup')

    // Nothing filled in: every required field says what it needs.
    await page.getByRole('button', { name: 'Submit Requirements' }).click()
    // The company name is already there: the checkout's billing company.
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Corner Bakery Ltd')
    await page.getByText('Company USP is required').waitFor()
    await page.getByText('Main call to action is required').waitFor()
    for (const [label, value] of REQUIREMENTS) await page.getByLabel(label, { exact: true }).fill(value)
    const file = path.join(tmpdir(), `logo-${Date.now()}.png`)
    writeFileSync(file, PNG)
    await page.getByLabel('Logo (optional)').setInputFiles(file)
    await page.getByRole('img', { name: /logo/i }).waitFor()
    await page.getByRole('button', { name: 'Submit Requirements' }).click()
    await toastWith(page, 'Requirements Submitted').waitFor()

    await page.waitForURL((u) => u.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }).waitFor()
    const card = page.getByRole('listitem').filter({ hasText: 'Pending Design' })
    await card.waitFor()
    expect(await card.textContent()).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b|[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  })
})

describe('checkout pages at phone and desktop width', () => {
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    it(`/checkout, /payment-success, /project-setup and /dashboard work at ${name} px and pass axe`, async () => {
      const { page, context } = await session.open({ viewport })
      const seeded = await seedSignedInCustomer(context, {
        firstName: 'Grace',
        projects: ['requirements_needed', 'samples_ready'],
      })
      await context.addInitScript(() =>
        window.localStorage.setItem(
          'pendingOrder',
          JSON.stringify({
            extraPages: 2,
            selectedAddons: ['Blog ($25)'],
            addonIds: ['blog'],
            total: 135,
            timestamp: Date.now(),
          }),
        ),
      )
      await gotoApp(page, '/checkout')
      await page.getByRole('heading', { name: 'Your package' }).waitFor()
      await check(page, `checkout-${name}`)

      const projectId = seeded.projectIds[0]!
      await gotoApp(page, `/payment-success?project=${projectId}`)
      await page.getByRole('link', { name: 'Submit Project Requirements' }).waitFor()
      await check(page, `payment-success-${name}`)

      await gotoApp(page, `/project-setup?project=${projectId}`)
      await page.getByRole('button', { name: 'Submit Requirements' }).waitFor()
      await check(page, `project-setup-${name}`)

      await gotoApp(page, '/dashboard')
      await page
        .getByRole('link', { name: /Submit requirements/i })
        .first()
        .waitFor()
      await check(page, `dashboard-${name}`)
    })
  }
})

describe('pages whose content comes after their data', () => {
  it('do not move the footer under a phone reader when the content arrives (no layout shift)', async () => {
    const { page, context } = await session.open({ viewport: PHONE })
    const seeded = await seedSignedInCustomer(context, {
      firstName: 'Grace',
      projects: ['requirements_needed'],
    })
    // The project's answer comes late, so the page is painted before its content, as on a slow phone.
    await page.route('**/api/dashboard/projects/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await context.addInitScript(() => {
      const w = window as unknown as { layoutShift: number }
      w.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.layoutShift += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const shift = () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
    const projectId = seeded.projectIds[0]!
    await gotoApp(page, `/payment-success?project=${projectId}`)
    await page.getByRole('link', { name: 'Submit Project Requirements' }).waitFor()
    expect(await shift()).toBeLessThan(0.05)
    await gotoApp(page, `/project-setup?project=${projectId}`)
    await page.getByRole('button', { name: 'Submit Requirements' }).waitFor()
    expect(await shift()).toBeLessThan(0.05)
  })
})

async function saveShot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

async function check(page: Page, name: string) {
  await saveShot(page, name)
  expect(await horizontalOverflow(page), `${name} overflows`).toBe(0)
  expect(await seriousA11yViolations(page), name).toEqual([])
}

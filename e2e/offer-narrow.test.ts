// The offer as a customer meets it on a phone and on a desktop: an order with both exit-offer codes and a domain
// of the longest name a registry takes (63 characters before ".com"), paid by card; the checkout, the receipt
// and the dashboard never scroll sideways, long names wrap, and each says the same prices.
import { mkdirSync } from 'node:fs'
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
} from './support/browser'

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'screenshots')
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())
afterEach(async () => {
  expect(await session.closeAll()).toEqual([])
})

const COMPANY = 'The Extraordinarily Long-Named Corner Bakery, Patisserie and Coffee Roasting Company Ltd'

/** A free name of 63 characters (the most one label may have), then ".com". */
function longDomain(width: number) {
  const start = `corner-bakery-patisserie-${width}-${Date.now()}-`
  return `${start}${'x'.repeat(63 - start.length)}.com`
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBe(0)
}

describe('the offer on narrow and wide screens', () => {
  for (const [name, viewport] of [
    ['375', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    it(`checkout, receipt and dashboard at ${name} px with a 63-character domain name`, async () => {
      const { page, context } = await session.open({ viewport })
      await seedSignedInCustomer(context, {
        firstName: 'Maximiliana',
        email: `maximiliana.featherstonehaugh-${name}-${Date.now()}@an-exceptionally-long-domain-name.example`,
      })
      await context.addInitScript(() =>
        window.localStorage.setItem(
          'pendingOrder',
          JSON.stringify({ extraPages: 2, addonIds: ['blog', 'ecommerce'], timestamp: Date.now() }),
        ),
      )
      await gotoApp(page, '/checkout')
      await page.getByRole('heading', { name: 'Your package' }).waitFor()
      // Package chosen and signed in: the payment is the step at hand, nothing after it done.
      const current = page.locator('[aria-current="step"]')
      expect(await current.textContent()).toBe('3Secure Payment')
      // The landing dialog's choices, at its prices; what every site includes is not for sale.
      expect(await page.getByLabel(/Extra pages/).inputValue()).toBe('2')
      await page.getByTestId('included-features').getByText('Contact forms').waitFor()
      expect(await page.getByRole('button', { name: /^Contact forms/i }).count()).toBe(0)

      const coupon = page.getByLabel('Coupon code')
      await coupon.fill('FREEPAGES10')
      await page.getByRole('button', { name: 'Apply' }).click()
      await page.getByRole('button', { name: 'Remove coupon FREEPAGES10' }).waitFor()
      await coupon.fill('SAVE15')
      await page.getByRole('button', { name: 'Apply' }).click()
      await page.getByRole('button', { name: 'Remove coupon SAVE15' }).waitFor()

      const domain = longDomain(viewport.width)
      await page.getByLabel('Domain name').fill(domain)
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await page.getByText(`${domain} is available`).waitFor()
      expect(await page.getByText(`${domain} is available`).textContent()).toContain(
        'free for the first year, then $15/year',
      )
      await page.getByRole('button', { name: 'Add to order' }).click()
      // 100 + 2 × 5 + 25 + 50, the .com's first year free = 185; the 2 paid pages free = 175; 15% off = 26.25.
      await expect.poll(() => page.getByTestId('order-total').textContent()).toBe('$148.75')
      const domainLine = page.getByText(`Domain ${domain} (first year; renews at $15/year)`)
      expect(await domainLine.locator('xpath=..').textContent()).toContain('Free')
      await shot(page, `offer-checkout-${name}`)

      await page.getByLabel('Name for the invoice').fill('Maximiliana Featherstonehaugh')
      await page.getByLabel('Company (optional)').fill(COMPANY)
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByLabel('Card number').fill('4242 4242 4242 4242')
      await page.getByLabel('Expiry (MM/YY)').fill('12/34')
      await page.getByLabel('CVC').fill('123')
      await shot(page, `offer-checkout-card-${name}`)
      await page.getByRole('button', { name: 'Pay $148.75' }).click()

      await page.waitForURL((u) => u.pathname === '/payment-success')
      await page.getByRole('heading', { level: 1, name: 'Payment successful!' }).waitFor()
      await page.getByText(/INV-\d{6}/).waitFor()
      // One line per coupon, each with its own amount.
      await page.getByText('Discount (SAVE15)').waitFor()
      expect(await page.getByText('Discount (SAVE15)').locator('xpath=..').textContent()).toContain('−$26.25')
      expect(await page.getByText('Discount (FREEPAGES10)').locator('xpath=..').textContent()).toContain(
        '−$10.00',
      )
      expect(await page.locator('[aria-current="step"]').textContent()).toBe('4Project Start')
      await shot(page, `offer-receipt-${name}`)

      await gotoApp(page, '/dashboard')
      const card = page.getByRole('article').filter({ hasText: COMPANY })
      await card.waitFor()
      expect(await card.textContent()).toContain('10 free')
      // Under the name (beside the initials on a phone): what is true of this customer.
      await page.getByText(/^Client since [A-Z][a-z]+ \d{4}$/).waitFor({ state: 'attached' })
      await shot(page, `offer-dashboard-${name}`)

      await gotoApp(page, '/dashboard/settings')
      await page.getByLabel('Email', { exact: true }).waitFor()
      await shot(page, `offer-dashboard-settings-${name}`)
    })
  }
})

import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AddonId, OFFERED_ADDONS } from '../../../shared/catalog'
import type { OrderView } from '../../../shared/contracts/orders'
import { computeOrderCents, type CouponTerms, priceOrder } from '../../../shared/pricing'
import { invoices } from '../../db/schema/billing'
import { coupons } from '../../db/schema/coupons'
import { orderLines, orders } from '../../db/schema/orders'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { receiptMail } from './orders.mail'

/*
 * One offer, one price: for any choice a customer can make (0-20 extra pages, any offered add-ons, either
 * timeline, the exit-offer coupons in either order, a domain of any ending or none), the landing dialog's
 * running total, the checkout's total, the amount the server charges through the real checkout (test provider),
 * the receipt (the payment-success page's order and the receipt mail) and the invoice agree to the cent.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
})
afterAll(async () => {
  await t?.close()
})

/** The coupons' terms as the checkout reads them from the coupon check (what the server stores). */
const TERMS: CouponTerms[] = EXIT_OFFER_COUPONS.map((c) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minOrderCents: c.minOrderCents ?? 0,
  stackable: c.stackable ?? false,
}))

let domains = 0
const choice = fc.record({
  extraPages: fc.integer({ min: 0, max: 20 }),
  addons: fc.subarray(OFFERED_ADDONS.map((a) => a.id)),
  timeline: fc.constantFrom('standard' as const, 'rush' as const),
  coupons: fc.subarray(TERMS).chain((picked) => fc.shuffledSubarray(picked, { minLength: picked.length })),
  domain: fc.option(fc.constantFrom('com', 'net', 'org', 'co.uk', 'io'), { nil: null }),
})

describe('the offer, priced the same from the landing dialog to the invoice', () => {
  it('agrees to the cent for any choice', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(choice, async (c) => {
        const domain = c.domain ? `offer-${process.pid}-${++domains}.${c.domain}` : null
        // The landing dialog's running total: package, pages and add-ons.
        const dialogCents = computeOrderCents({ extraPages: c.extraPages, addons: c.addons })
        // The checkout's total, with the coupons it would keep (a refused one is shown and not sent).
        const checkout = priceOrder({ ...c, domain, coupons: c.coupons })
        const sent = checkout.applied.map((a) => a.code)
        expect(
          checkout.lines
            .filter((l) => ['base', 'extra_pages', 'addon'].includes(l.kind))
            .reduce((sum, l) => sum + l.amountCents, 0),
        ).toBe(dialogCents)

        const order = {
          extraPages: c.extraPages,
          selectedAddons: c.addons as AddonId[],
          timeline: c.timeline,
          couponCodes: sent,
          domain: domain ?? '',
        }
        const opened = await openCheckout(t, order)
        // The server's amount.
        expect(opened.amountCents).toBe(checkout.totalCents)
        expect((await payByTestCard(t, opened.headers, opened.clientSecret)).json()).toMatchObject({
          status: 'succeeded',
        })

        // The receipt: the payment-success page's order, line by line and coupon by coupon.
        const view = (
          await t.app.inject({ method: 'GET', url: `/api/orders/${opened.orderId}`, headers: opened.headers })
        ).json<OrderView>()
        expect(view.amountCents).toBe(checkout.totalCents)
        expect(view.subtotalCents).toBe(checkout.subtotalCents)
        expect(view.discountCents).toBe(checkout.discountCents)
        expect(view.lines.map((l) => l.amountCents)).toEqual(checkout.lines.map((l) => l.amountCents))
        expect(view.coupons.map((a) => [a.code, a.discountCents, a.freePages])).toEqual(
          checkout.applied.map((a) => [a.code, a.discountCents, a.freePages]),
        )

        // The invoice: its lines copy the stored order's, and its figures are the order's.
        const [invoice] = await t.database.db
          .select()
          .from(invoices)
          .where(eq(invoices.orderId, opened.orderId))
        expect(invoice).toMatchObject({
          subtotalCents: checkout.subtotalCents,
          discountCents: checkout.discountCents,
          totalCents: checkout.totalCents,
          couponCodes: sent,
        })
        expect(invoice!.lines.map((l) => [l.description, l.amountCents])).toEqual(
          checkout.lines.map((l) => [l.label, l.amountCents]),
        )
        expect(invoice!.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(checkout.subtotalCents)

        // The receipt mail, from the stored order and lines.
        const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, opened.orderId))
        const lines = await t.database.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, opened.orderId))
        const mail = receiptMail(stored!, lines, invoice!.number, 'https://example.test/setup')
        const money = (n: number) => `$${(n / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
        expect(mail.subject).toContain(money(checkout.totalCents))
        for (const a of checkout.applied.filter((x) => x.discountCents > 0))
          expect(mail.text).toContain(`Discount (${a.code})`)
      }),
      { numRuns: 36 },
    )
  })
})

// Paying with the test provider: what a paid order makes, once, and what a declined or bad card leaves.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { domainRequests } from '../../db/schema/domains'
import { couponRedemptions } from '../../db/schema/coupons'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { projectEvents, projects } from '../../db/schema/projects'
import { withTransaction } from '../../db/transaction'
import { BAKERY_ORDER as ORDER } from '../../test/checkout'
import { countFor, customer, intent, pay, t, useCheckoutApp } from './checkout-fixtures'
import { queueReceipt } from './orders.finalise'
import { formatMoney } from '../../../shared/money'

useCheckoutApp()

describe('paying with the test provider', () => {
  it('finalises a paid order once: project, invoice, redemptions, domain request, timeline and receipt', async () => {
    const { user, headers } = await customer()
    const { clientSecret, orderId } = (
      await intent(headers, {
        ...ORDER,
        extraPages: 10,
        couponCodes: ['SAVE15'],
        domain: 'ada-bakes-example.com',
      })
    ).json()
    const res = await pay(headers, clientSecret)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'succeeded', orderId })
    // Confirming again changes nothing.
    expect((await pay(headers, clientSecret)).json()).toEqual({ status: 'succeeded', orderId })

    const db = t.database.db
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('paid')
    const [project] = await db.select().from(projects).where(eq(projects.orderId, orderId))
    expect(project).toMatchObject({
      userId: user.id,
      status: 'requirements_needed',
      amountCents: order!.amountCents,
      pages: 15,
      addons: ['ecommerce', 'blog'],
      timeline: 'standard',
    })
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(invoice).toMatchObject({ status: 'paid', totalCents: order!.amountCents, couponCodes: ['SAVE15'] })
    expect(invoice!.number).toMatch(/^INV-\d{6}$/)
    expect(invoice!.billTo).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Bakery Ltd' })
    expect(invoice!.issuer).toMatchObject({ name: 'SiteCraft Studio Ltd' })
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
    expect(redemptions).toHaveLength(1)
    expect(redemptions[0]!.discountCents).toBe(order!.discountCents)
    const [domain] = await db.select().from(domainRequests).where(eq(domainRequests.orderId, orderId))
    expect(domain).toMatchObject({
      domainName: 'ada-bakes-example.com',
      status: 'pending_registration',
      priceCents: 0,
    })
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, project!.id))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      kind: 'paymentVerified',
      toStatus: 'requirements_needed',
      actorRole: 'system',
      note: `Payment of ${formatMoney(order!.amountCents, 'USD', { whole: false })} received`,
    })
    expect(await countFor(orderId)).toEqual({ projects: 1, invoices: 1, receipts: 1 })
    // The receipt job run a second time (as after a crash before it was marked done) sends nothing more.
    await withTransaction(t.app.ctx, (tx) => queueReceipt(tx, orderId))
    expect(await countFor(orderId)).toMatchObject({ receipts: 1 })

    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })
    expect(view.json()).toMatchObject({
      status: 'paid',
      project: { id: project!.id, status: 'requirements_needed', requirementsSubmitted: false },
      invoiceNumber: invoice!.number,
    })
  })

  it('makes the invoice from the lines the order stored, not from the catalog as it is when the payment arrives', async () => {
    const { headers } = await customer()
    const { clientSecret, orderId } = (
      await intent(headers, { ...ORDER, timeline: 'rush', domain: 'stored-lines-example.com' })
    ).json()
    const db = t.database.db
    const stored = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id)
    expect(stored.map((l) => [l.kind, l.description, l.quantity, l.amountCents])).toEqual([
      ['base', 'Website package (5 pages)', 1, 100_00],
      ['extra_pages', 'Extra pages', 2, 10_00],
      ['addon', 'E-commerce', 1, 50_00],
      ['addon', 'Blog', 1, 25_00],
      ['rush', 'Rush delivery (5 business days)', 1, 25_00],
      ['domain', 'Domain stored-lines-example.com (first year; renews at $15/year)', 1, 0],
    ])
    // The blog add-on as it was sold then, under another name than the catalog gives it today.
    await db
      .update(orderLines)
      .set({ description: 'Blog (launch offer)' })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.code, 'blog')))
    expect((await pay(headers, clientSecret)).json().status).toBe('succeeded')
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(invoice!.lines).toEqual(
      stored.map((l) => ({
        description: l.code === 'blog' ? 'Blog (launch offer)' : l.description,
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: l.amountCents,
      })),
    )
    expect(invoice!.totalCents).toBe(210_00)
  })

  it("shows the paid order on the landing page's recent-orders toast at once, anonymised", async () => {
    const recent = async () => (await t.app.inject({ method: 'GET', url: '/api/orders/recent' })).json()
    await recent()
    const { headers } = await customer()
    const { clientSecret } = (await intent(headers, { ...ORDER, businessType: 'fitness' })).json()
    await pay(headers, clientSecret)
    const after = await recent()
    expect(after.orders[0]).toMatchObject({ businessType: 'fitness' })
    expect(JSON.stringify(after)).not.toContain('Ada')
  })

  it('numbers invoices one after another', async () => {
    const numbers: number[] = []
    for (let i = 0; i < 3; i++) {
      const { headers } = await customer()
      const { clientSecret, orderId } = (await intent(headers, ORDER)).json()
      await pay(headers, clientSecret)
      const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))
      numbers.push(Number(inv!.number.slice(4)))
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2])
  })

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('declines %s with "%s" and makes nothing; another card then pays', async (card, message) => {
    const { headers } = await customer()
    const { clientSecret, orderId } = (
      await intent(headers, { ...ORDER, couponCodes: ['FREEPAGES10'] })
    ).json()
    const res = await pay(headers, clientSecret, card)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'requires_payment_method', message })
    expect(await countFor(orderId)).toEqual({ projects: 0, invoices: 0, receipts: 0 })
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)),
    ).toHaveLength(0)
    const view = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json()
    expect(view).toMatchObject({ status: 'pending', paymentError: message, project: null })
    expect((await pay(headers, clientSecret)).json().status).toBe('succeeded')
  })

  it.each([
    [{ expMonth: 1, expYear: 2020 }, "Your card's expiration date is in the past."],
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ cardNumber: '42' }, 'Your card number is incomplete.'],
  ])('refuses a bad card form %j with a message', async (card, message) => {
    const { headers } = await customer()
    const { clientSecret } = (await intent(headers, ORDER)).json()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers,
      payload: {
        clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
        ...card,
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it("answers 404 for another customer's payment and order", async () => {
    const a = await customer()
    const b = await customer()
    const { clientSecret, orderId } = (await intent(a.headers, ORDER)).json()
    expect((await pay(b.headers, clientSecret)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: b.headers })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/verify`, headers: b.headers }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses a coupon the customer has used before, when the payment is finalised', async () => {
    const { headers } = await customer()
    const first = (await intent(headers, { ...ORDER, couponCodes: ['FREEPAGES10'] })).json()
    expect((await pay(headers, first.clientSecret)).json().status).toBe('succeeded')
    const res = await intent(headers, { ...ORDER, couponCodes: ['FREEPAGES10'] })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('You have already used this coupon')
  })
})

describe("Stripe's test cards that the test provider follows", () => {
  const confirm = (headers: Record<string, string>, clientSecret: string, extra: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers,
      payload: {
        clientSecret,
        cardNumber: '4000 0025 0000 3155',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
        ...extra,
      },
    })

  it('asks for 3-D Secure with 4000 0025 0000 3155, then pays once the cardholder completes it', async () => {
    const { headers } = await customer()
    const { clientSecret, orderId } = (await intent(headers, ORDER)).json()
    const asked = await confirm(headers, clientSecret, {})
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ status: 'requires_action', orderId })
    // Nothing is charged or made while the bank waits for the cardholder.
    expect(await countFor(orderId)).toMatchObject({ projects: 0, invoices: 0 })
    const done = await confirm(headers, clientSecret, { authentication: 'complete' })
    expect(done.json()).toEqual({ status: 'succeeded', orderId })
    expect(await countFor(orderId)).toMatchObject({ projects: 1, invoices: 1 })
  })

  it("declines it in Stripe's words when the cardholder fails the authentication, and counts the attempt", async () => {
    const { headers } = await customer()
    const { clientSecret, orderId } = (await intent(headers, ORDER)).json()
    const failed = await confirm(headers, clientSecret, { authentication: 'fail' })
    expect(failed.json()).toMatchObject({
      status: 'requires_payment_method',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      declineCode: 'authentication_failed',
    })
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
    expect(payment).toMatchObject({ status: 'requires_payment', declines: 1 })
  })

  it('says a number that is too short is incomplete, not invalid', async () => {
    const { headers } = await customer()
    const { clientSecret } = (await intent(headers, ORDER)).json()
    for (const cardNumber of ['4242 4242 4242', '4242 4242 4242 424', '3782 822463 1000']) {
      const res = await pay(headers, clientSecret, cardNumber)
      expect(res.statusCode, cardNumber).toBe(400)
      expect(res.json().message).toBe('Your card number is incomplete.')
    }
    const invalid = await pay(headers, clientSecret, '4242 4242 4242 4241')
    expect(invalid.json().message).toBe('Your card number is invalid.')
  })
})

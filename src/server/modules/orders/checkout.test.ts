import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCents } from '../../../shared/catalog'
import { invoices } from '../../db/schema/billing'
import { domainRequests } from '../../db/schema/domains'
import { jobs } from '../../db/schema/jobs'
import { couponRedemptions, coupons } from '../../db/schema/marketing'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { projectEvents, projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { withTransaction } from '../../db/transaction'
import { BAKERY_ORDER as ORDER, createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { domainTakenMessage } from '../domains/domains.service'
import { queueReceipt } from './orders.finalise'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
})
afterAll(async () => {
  await t?.close()
})

const BILLING = { name: 'Ada Lovelace', company: 'Analytical Bakery Ltd', address: '1 Engine Row, London' }

const customer = () => newCustomer(t)
const intent = (headers: Record<string, string>, orderDetails: object, extra: object = {}) =>
  createIntent(t, headers, orderDetails, BILLING, extra)
const pay = (headers: Record<string, string>, clientSecret: string, cardNumber?: string) =>
  payByTestCard(t, headers, clientSecret, cardNumber)

async function countFor(orderId: number) {
  await t.app.ctx.jobs.flush()
  const db = t.database.db
  const [order] = await db
    .select({ email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  return {
    projects: (await db.select().from(projects).where(eq(projects.orderId, orderId))).length,
    invoices: (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).length,
    receipts: (await db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter((j) => {
      const mail = j.payload as { kind?: string; to?: string }
      return mail.kind === 'receipt' && mail.to === order!.email
    }).length,
  }
}

describe('POST /api/create-payment-intent', () => {
  it("stores the order at the server's price, whatever amount the browser sends", async () => {
    const { headers } = await customer()
    const res = await intent(headers, ORDER, { amount: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // 100 + 2 × 5 + 50 + 25
    expect(body).toMatchObject({ amount: 185, provider: 'test' })
    expect(body.clientSecret).toMatch(/^tpi_\w+_secret_\w+$/)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(order).toMatchObject({ amountCents: 185_00, status: 'pending', billingName: 'Ada Lovelace' })
  })

  it('keeps the billing details on the account', async () => {
    const { user, headers } = await customer()
    await intent(headers, ORDER)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Bakery Ltd',
      billingAddress: '1 Engine Row, London',
    })
  })

  it('refuses with 409 a domain that is taken, checked again before payment', async () => {
    const { headers } = await customer()
    const reserved = await intent(headers, { ...ORDER, domain: 'google.com' })
    expect(reserved.statusCode).toBe(409)
    expect(reserved.json().message).toBe(domainTakenMessage('google.com'))

    // Two customers open checkout for the same free name; the first pays, the second cannot.
    const first = await customer()
    const second = await customer()
    const wanted = { ...ORDER, domain: 'twice-wanted-bakery.com' }
    const opened = (await intent(first.headers, wanted)).json()
    expect((await intent(second.headers, wanted)).statusCode).toBe(200)
    expect((await pay(first.headers, opened.clientSecret)).json().status).toBe('succeeded')
    const refused = await intent(second.headers, wanted)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(domainTakenMessage('twice-wanted-bakery.com'))
    expect((await intent(second.headers, { ...wanted, domain: 'once-wanted-bakery.com' })).statusCode).toBe(
      200,
    )
  })

  it('gives the same payment back for the same unpaid order, and updates its amount when the order changes', async () => {
    const { headers } = await customer()
    const first = (await intent(headers, ORDER)).json()
    const again = (await intent(headers, ORDER)).json()
    expect(again).toEqual(first)
    const changed = (await intent(headers, { ...ORDER, timeline: 'rush' })).json()
    expect(changed).toMatchObject({ orderId: first.orderId, clientSecret: first.clientSecret, amount: 210 })
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, first.orderId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.amountCents).toBe(210_00)
  })

  it('leaves an order with coupons as it is when the same order is sent again (a reload while paying)', async () => {
    const { headers } = await customer()
    const withCoupons = { ...ORDER, couponCodes: ['FREEPAGES10', 'SAVE15'] }
    const first = (await intent(headers, withCoupons)).json()
    const lineIds = async () =>
      (
        await t.database.db
          .select({ id: orderLines.id })
          .from(orderLines)
          .where(eq(orderLines.orderId, first.orderId))
      ).map((l) => l.id)
    const before = await lineIds()
    expect((await intent(headers, withCoupons)).json()).toEqual(first)
    // Not rewritten: the stored coupons' shares read back from the database as the same order.
    expect(await lineIds()).toEqual(before)
  })

  it('applies FREEPAGES10 and SAVE15 together: free pages up to 20 extra, 15% off the subtotal', async () => {
    const { headers } = await customer()
    const res = await intent(headers, {
      ...ORDER,
      extraPages: 15,
      couponCodes: ['freepages10', 'SAVE15'],
      domain: 'cornerbakery-example.com',
    })
    expect(res.statusCode).toBe(200)
    // 100 + 75 + 75, the .com's first year free = 250; 15% = 37.50
    expect(res.json().amount).toBe(212.5)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId))
    expect(order).toMatchObject({
      extraPages: 15,
      freePages: 5,
      discountCents: 37_50,
      couponCodes: ['FREEPAGES10', 'SAVE15'],
      couponDiscounts: [
        { code: 'FREEPAGES10', discountCents: 0, freePages: 5 },
        { code: 'SAVE15', discountCents: 37_50, freePages: 0 },
      ],
    })
  })

  it.each([
    [['NOPE'], 400, 'Invalid coupon code'],
    [['SAVE15'], 400, 'SAVE15 applies to orders of $150 or more.'],
  ])('refuses coupons %j with %i and the reason', async (codes, status, message) => {
    const { headers } = await customer()
    const res = await intent(headers, { ...ORDER, extraPages: 0, selectedAddons: [], couponCodes: codes })
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toBe(message)
  })

  it('refuses an unknown add-on and needs the billing name', async () => {
    const { headers } = await customer()
    expect((await intent(headers, { ...ORDER, selectedAddons: ['gold-plating'] })).statusCode).toBe(400)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers,
      payload: { orderDetails: ORDER, billing: { name: ' ' } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please enter the name for your invoice')
  })

  it.each([
    ['contact-forms', 'Contact forms: included in every site at no charge, so not sold as an add-on.'],
    [
      'social-media',
      'Social media integration: included in every site at no charge, so not sold as an add-on.',
    ],
    ['copywriting', 'Copywriting is not offered yet.'],
  ])('refuses an order naming %s with 400 and why', async (addon, message) => {
    const { headers } = await customer()
    const res = await intent(headers, { ...ORDER, selectedAddons: ['blog', addon] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it("charges another ending's first year, and stores the lines the invoice copies", async () => {
    const { headers } = await customer()
    const res = await intent(headers, { ...ORDER, domain: 'corner-bakery-example.net' })
    // 100 + 2 × 5 + 50 + 25 + 15
    expect(res.json().amount).toBe(200)
    const lines = await t.database.db
      .select({ description: orderLines.description, amountCents: orderLines.amountCents })
      .from(orderLines)
      .where(eq(orderLines.orderId, res.json().orderId))
    expect(lines.at(-1)).toEqual({
      description: 'Domain corner-bakery-example.net (first year; renews at $15/year)',
      amountCents: 15_00,
    })
  })

  it('is for signed-in customers only', async () => {
    expect((await intent({}, ORDER)).statusCode).toBe(401)
  })
})

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
      note: `Payment of ${formatCents(order!.amountCents, { decimals: true })} received`,
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

describe('compatibility calls', () => {
  it('answer what the paid order made and never create anything unpaid', async () => {
    const { headers } = await customer()
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/projects',
      headers,
      payload: { title: 'Free site', totalAmount: '0.00', extraPages: 20, selectedAddons: [] },
    })
    expect(none.statusCode).toBe(409)
    const { clientSecret, orderId } = (
      await intent(headers, { ...ORDER, couponCodes: ['FREEPAGES10'], domain: 'compat-example.com' })
    ).json()
    await pay(headers, clientSecret)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/projects',
      headers,
      payload: { title: 'x', totalAmount: '1.00' },
    })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({ orderId, totalAmount: '185.00' })
    expect(await countFor(orderId)).toMatchObject({ projects: 1 })
    const projectId = created.json().id
    const [freepages] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FREEPAGES10'))
    const [save15] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SAVE15'))
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/use',
      headers,
      payload: { couponId: freepages!.id, projectId, discountAmount: 999 },
    })
    expect(used.json()).toMatchObject({ success: true, discountAmount: 0 })
    const notUsed = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/use',
      headers,
      payload: { couponId: save15!.id, projectId, discountAmount: 50 },
    })
    expect(notUsed.statusCode).toBe(404)
    const domain = await t.app.inject({
      method: 'POST',
      url: '/api/domains/request',
      headers,
      payload: { domain: 'other-example.com', projectId, price: 0, status: 'registered' },
    })
    expect(domain.json()).toMatchObject({
      domainName: 'compat-example.com',
      status: 'pending_registration',
      price: 0,
    })
  })
})

// Opening checkout: the order stored at the server's price, its coupons, add-ons, domain and billing details.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { users } from '../../db/schema/auth'
import { BAKERY_ORDER as ORDER } from '../../test/checkout'
import { domainTakenMessage } from '../domains/domains.service'
import { customer, intent, pay, t, useCheckoutApp } from './checkout-fixtures'

useCheckoutApp()

describe('POST /api/create-payment-intent', () => {
  it("stores the order at the server's price, whatever amount the browser sends", async () => {
    const { headers } = await customer()
    const res = await intent(headers, ORDER, { amount: 1 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    // 100 + 2 × 5 + 50 + 25
    expect(body).toMatchObject({ amountCents: 185_00, currency: 'USD', provider: 'test' })
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
    expect(changed).toMatchObject({
      orderId: first.orderId,
      clientSecret: first.clientSecret,
      amountCents: 210_00,
    })
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

  it('applies FREEPAGES10 and SAVE15 together: 10 paid pages free ($50), then 15% of what is left', async () => {
    const { headers } = await customer()
    const res = await intent(headers, {
      ...ORDER,
      extraPages: 15,
      couponCodes: ['freepages10', 'SAVE15'],
      domain: 'cornerbakery-example.com',
    })
    expect(res.statusCode).toBe(200)
    // 100 + 75 + 75, the .com's first year free = 250; 10 pages free = 50; 15% of 200 = 30
    expect(res.json().amountCents).toBe(170_00)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId))
    expect(order).toMatchObject({
      extraPages: 15,
      freePages: 0,
      discountCents: 80_00,
      couponCodes: ['FREEPAGES10', 'SAVE15'],
      couponDiscounts: [
        { code: 'FREEPAGES10', discountCents: 50_00, freePages: 10 },
        { code: 'SAVE15', discountCents: 30_00, freePages: 0 },
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
    expect(res.json().amountCents).toBe(200_00)
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

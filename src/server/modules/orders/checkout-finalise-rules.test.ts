import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domainRequests } from '../../db/schema/domains'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { seedPaidOrder } from '../../db/seed/factories'
import { BAKERY_ORDER as ORDER } from '../../test/checkout'
import { DOMAIN_MESSAGES } from '../domains/domains.service'
import { FINALISE_MESSAGES } from './orders.finalise'
import { countFor, customer, intent, pay, t, useCheckoutApp } from './checkout-fixtures'

useCheckoutApp()

describe('coupons checked again when the payment is finalised', () => {
  /** A new coupon of its own for each case: $20 off orders of $100 or more, one use per customer. */
  async function newCoupon(code: string) {
    await t.database.db.insert(coupons).values({
      code,
      description: '$20 off',
      kind: 'fixed',
      value: 20_00,
      minOrderCents: 100_00,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })
    return (change: Partial<typeof coupons.$inferInsert>) =>
      t.database.db.update(coupons).set(change).where(eq(coupons.code, code))
  }

  /** The coupon's customer opens checkout, the coupon then changes, and they pay with the test card. */
  async function payAfter(code: string, change: (userId: number) => Promise<unknown>) {
    const { user, headers } = await customer()
    const opened = await intent(headers, { ...ORDER, couponCodes: [code] })
    expect(opened.json()).toMatchObject({ amountCents: 165_00 })
    const { clientSecret, orderId } = opened.json()
    await change(user.id)
    return { res: await pay(headers, clientSecret), orderId }
  }

  /** Nothing was charged or made: the payment still waits, the order stays open, no project, no redemption. */
  async function expectNothingCharged(orderId: number) {
    const db = t.database.db
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId))
    expect(payment!.status).toBe('requires_payment')
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('pending')
    expect(await countFor(orderId)).toEqual({ projects: 0, invoices: 0, receipts: 0 })
    expect(
      await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)),
    ).toHaveLength(0)
  }

  it.each([
    [
      'expired',
      'EXPIRES1',
      { expiresAt: new Date(Date.now() - 60_000) },
      'COUPON_EXPIRED',
      'This coupon has expired',
    ],
    ['withdrawn', 'WITHDRAWN1', { active: false }, 'COUPON_INVALID', 'This coupon is no longer available'],
    [
      'its uses all taken',
      'LIMITED1',
      { maxRedemptions: 0 },
      'COUPON_LIMIT_REACHED',
      'This coupon has reached its usage limit',
    ],
  ] as const)(
    'refuses a coupon %s since the order was placed, and charges nothing',
    async (_, code, change, errorCode, message) => {
      const update = await newCoupon(code)
      const { res, orderId } = await payAfter(code, () => update(change))
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.json()).toMatchObject({ code: errorCode, message: `${code}: ${message}` })
      await expectNothingCharged(orderId)
    },
  )

  it('refuses a coupon whose minimum order rose above the order since, and one the customer used meanwhile', async () => {
    const raised = await newCoupon('MINIMUM1')
    const first = await payAfter('MINIMUM1', () => raised({ minOrderCents: 200_00 }))
    expect(first.res.json()).toMatchObject({
      code: 'COUPON_MIN_ORDER',
      message: 'MINIMUM1 applies to orders of $200 or more.',
    })
    await expectNothingCharged(first.orderId)

    await newCoupon('ONCEEACH1')
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONCEEACH1'))
    // As if another paid order of the same customer had redeemed it after this one was placed.
    const second = await payAfter('ONCEEACH1', async (userId) => {
      const other = await seedPaidOrder(t.database.db, { userId })
      await t.database.db
        .insert(couponRedemptions)
        .values({ couponId: coupon!.id, orderId: other.id, userId, discountCents: 20_00 })
    })
    expect(second.res.json()).toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      message: 'ONCEEACH1: You have already used this coupon',
    })
    await expectNothingCharged(second.orderId)
  })

  it('refuses a coupon whose terms changed since the order was priced', async () => {
    const update = await newCoupon('CHANGED1')
    const { res, orderId } = await payAfter('CHANGED1', () => update({ value: 50_00 }))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(FINALISE_MESSAGES.couponChanged)
    await expectNothingCharged(orderId)
  })

  it('pays with a coupon still valid, recording what it took off', async () => {
    await newCoupon('STILLGOOD1')
    const { res, orderId } = await payAfter('STILLGOOD1', async () => {})
    expect(res.json().status).toBe('succeeded')
    const [redemption] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, orderId))
    expect(redemption!.discountCents).toBe(20_00)
  })
})

describe('a domain, one open request per name', () => {
  it('refuses the second payment for a name another order took first, and charges nothing', async () => {
    const a = await customer()
    const b = await customer()
    const order = { ...ORDER, domain: 'one-owner-example.com' }
    const first = (await intent(a.headers, order)).json()
    const second = (await intent(b.headers, order)).json()
    expect((await pay(a.headers, first.clientSecret)).json().status).toBe('succeeded')
    const res = await pay(b.headers, second.clientSecret)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(DOMAIN_MESSAGES.taken('one-owner-example.com'))
    const db = t.database.db
    const requests = await db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.domainName, 'one-owner-example.com'))
    expect(requests).toHaveLength(1)
    const [project] = await db.select().from(projects).where(eq(projects.orderId, first.orderId))
    expect(requests[0]).toMatchObject({ orderId: first.orderId, projectId: project!.id })
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, second.orderId))
    expect(payment!.status).toBe('requires_payment')
    expect(await countFor(second.orderId)).toEqual({ projects: 0, invoices: 0, receipts: 0 })
  })

  it('gives a name to exactly one of several customers paying for it at once', async () => {
    const order = { ...ORDER, domain: 'everyone-wants-example.com' }
    const checkouts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = await customer()
        return { ...c, ...(await intent(c.headers, order)).json() }
      }),
    )
    const answers = await Promise.all(checkouts.map((c) => pay(c.headers, c.clientSecret)))
    expect(answers.filter((r) => r.statusCode === 200 && r.json().status === 'succeeded')).toHaveLength(1)
    const refused = answers.filter((r) => r.statusCode === 409)
    expect(refused).toHaveLength(7)
    for (const r of refused)
      expect(r.json().message).toBe(DOMAIN_MESSAGES.taken('everyone-wants-example.com'))
    const requests = await t.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.domainName, 'everyone-wants-example.com'))
    expect(requests).toHaveLength(1)
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          checkouts.map((c) => c.orderId),
        ),
      )
    expect(paid.filter((o) => o.status === 'paid').map((o) => o.id)).toEqual([requests[0]!.orderId])
  })
})

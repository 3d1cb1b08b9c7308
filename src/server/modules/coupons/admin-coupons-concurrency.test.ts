// A coupon an admin creates is honoured by the checkout, and its total limit holds when many customers pay with it
// at once. PGlite runs one query at a time, so this proves most on PostgreSQL (TEST_DATABASE_URL).
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponRedemptions } from '../../db/schema/coupons'
import { orders, payments } from '../../db/schema/orders'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'race-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'race-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const LIMIT = 4
const ORDER = { title: 'Parallel Bakery', extraPages: 2, selectedAddons: ['blog'] }

describe('a coupon created in the admin panel, under concurrent payments', () => {
  it(`is redeemed exactly ${LIMIT} times when 30 customers pay with it at once; the rest are refused and not charged`, async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin,
      payload: { code: 'race-ten', kind: 'fixed', value: 10, maxRedemptions: LIMIT, perCustomerLimit: 1 },
    })
    expect(created.statusCode).toBe(200)
    const coupon = created.json().coupon as { id: number; code: string }
    expect(coupon.code).toBe('RACE-TEN')

    // Every checkout is priced with the coupon: the server accepts it for each order before anyone pays.
    const checkouts = await Promise.all(
      Array.from({ length: 30 }, () =>
        openCheckout(t, { ...ORDER, couponCodes: ['race-ten'] }, { name: 'Parallel Customer' }),
      ),
    )
    const [priced] = await t.database.db.select().from(orders).where(eq(orders.id, checkouts[0]!.orderId))
    expect(priced!.discountCents).toBe(10_00)

    const answers = await Promise.all(checkouts.map((c) => payByTestCard(t, c.headers, c.clientSecret)))
    const ok = answers.filter((r) => r.statusCode === 200 && r.json().status === 'succeeded')
    const refused = answers.filter((r) => r.statusCode === 409)
    expect(ok).toHaveLength(LIMIT)
    expect(refused).toHaveLength(30 - LIMIT)
    for (const r of refused)
      expect(r.json().message).toBe('RACE-TEN: This coupon has reached its usage limit')

    const redeemed = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id))
    expect(redeemed).toHaveLength(LIMIT)
    expect(redeemed.every((r) => r.discountCents === 10_00)).toBe(true)
    const ids = checkouts.map((c) => c.orderId)
    const charged = await t.database.db.select().from(payments).where(inArray(payments.orderId, ids))
    expect(charged.filter((p) => p.status === 'succeeded')).toHaveLength(LIMIT)

    // The admin's list counts them in its own query.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: admin })
    expect(list.json().items.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({
      redemptions: LIMIT,
      discountedCents: LIMIT * 10_00,
    })
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/coupons/${coupon.id}/redemptions`,
      headers: admin,
    })
    expect(page.json().total).toBe(LIMIT)
  })
})

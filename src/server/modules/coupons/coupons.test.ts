import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS, seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values([
    ...EXIT_OFFER_COUPONS,
    {
      code: 'OLDONE',
      description: 'expired',
      kind: 'fixed',
      value: 10_00,
      expiresAt: new Date('2020-01-01'),
    },
    { code: 'SLEEPING', description: 'inactive', kind: 'percent', value: 10, active: false },
    { code: 'ONCEONLY', description: 'one use in all', kind: 'fixed', value: 20_00, maxRedemptions: 1 },
    { code: 'TENOFF', description: '$10 off', kind: 'fixed', value: 10_00, perCustomerLimit: 1 },
  ])
})
afterAll(async () => {
  await t?.close()
})

function validate(body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    payload: body,
    headers,
    remoteAddress: nextIp(),
  })
}

async function redeem(code: string, userId?: number) {
  const target = (await t.database.db.select().from(coupons)).find((c) => c.code === code)!
  const order = await seedPaidOrder(t.database.db, userId ? { userId } : {})
  await t.database.db
    .insert(couponRedemptions)
    .values({ couponId: target.id, orderId: order.id, userId: order.userId!, discountCents: 10_00 })
}

describe('POST /api/coupons/validate', () => {
  it('takes 15% off an order of $150 or more, whatever the case of the code', async () => {
    const res = await validate({ code: ' save15 ', orderTotal: 200 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      valid: true,
      coupon: { code: 'SAVE15', description: '15% off orders of $150 or more' },
      discountAmountCents: 30_00,
      freePages: 0,
    })
  })

  it('adds ten free pages with FREEPAGES10', async () => {
    const res = await validate({ code: 'FREEPAGES10', orderTotal: 100 })
    expect(res.json()).toMatchObject({ valid: true, discountAmountCents: 0, freePages: 10 })
  })

  it.each([
    [{ code: '', orderTotal: 100 }, 400, 'Please enter a coupon code'],
    [{ orderTotal: 100 }, 400, 'Please enter a coupon code'],
    [{ code: 'NOPE', orderTotal: 100 }, 400, 'Invalid coupon code'],
    [{ code: 'SLEEPING', orderTotal: 100 }, 400, 'Invalid coupon code'],
    [{ code: 'OLDONE', orderTotal: 100 }, 400, 'This coupon has expired'],
    [{ code: 'SAVE15', orderTotal: 149.99 }, 400, 'SAVE15 applies to orders of $150 or more.'],
  ])('refuses %j with %i and its reason', async (body, status, message) => {
    const res = await validate(body)
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toBe(message)
  })

  it('refuses a coupon whose uses are all taken', async () => {
    await redeem('ONCEONLY')
    const res = await validate({ code: 'ONCEONLY', orderTotal: 100 })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      message: 'This coupon has reached its usage limit',
    })
  })

  it("counts a signed-in customer's own uses, and only theirs", async () => {
    const { user, token } = await seedCustomer(t.database.db, {}, { session: true })
    await redeem('TENOFF', user.id)
    const mine = await validate({ code: 'TENOFF', orderTotal: 100 }, bearer(token))
    expect(mine.statusCode).toBe(409)
    expect(mine.json().message).toBe('You have already used this coupon')
    const someoneElse = await seedCustomer(t.database.db, {}, { session: true })
    expect((await validate({ code: 'TENOFF', orderTotal: 100 }, bearer(someoneElse.token))).statusCode).toBe(
      200,
    )
  })
})

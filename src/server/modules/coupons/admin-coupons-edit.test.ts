import {} from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coupons } from '../../db/schema/coupons'
import {
  auditFor,
  call,
  couponId,
  create,
  M,
  patch,
  t,
  uniqueCode,
  useCouponAdmin,
} from './admin-coupons-fixtures'

// PATCH /api/admin/coupons/:id: limits, expiry, withdrawal and descriptions.
useCouponAdmin()

describe('PATCH /api/admin/coupons/:id', () => {
  it('changes limits and expiry, keeps the code and kind, and audits the change with before and after', async () => {
    const code = uniqueCode('EDIT')
    const id = (
      await create({ code, kind: 'percent', value: 10, maxRedemptions: 5, perCustomerLimit: 1 })
    ).json().coupon.id
    const res = await patch(id, {
      maxRedemptions: 10,
      perCustomerLimit: null,
      expiresOn: '2099-06-30',
      minOrder: 50,
      description: 'Ten percent for friends',
      code: 'CHANGED',
      kind: 'fixed',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Coupon updated',
      coupon: {
        id,
        code,
        kind: 'percent',
        value: 10,
        maxRedemptions: 10,
        perCustomerLimit: null,
        expiresOn: '2099-06-30',
        minOrderCents: 50_00,
        description: 'Ten percent for friends',
      },
    })
    const audit = (await auditFor(id)).filter((a) => a.action === 'coupon.update')
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      before: { code, maxRedemptions: 5, perCustomerLimit: 1, expiresAt: null, minOrderCents: 0 },
      after: {
        code,
        maxRedemptions: 10,
        perCustomerLimit: null,
        expiresAt: '2099-07-01T00:00:00.000Z',
        minOrderCents: 50_00,
        description: 'Ten percent for friends',
      },
    })
  })

  it('deactivates a coupon (the checkout refuses it) and reactivates it', async () => {
    const code = uniqueCode('PAUSE')
    const id = (await create({ code, kind: 'fixed', value: 5 })).json().coupon.id
    const off = await patch(id, { active: false })
    expect(off.json().coupon.active).toBe(false)
    const refused = await call('POST', '/api/coupons/validate', {}, { code, orderTotal: 100 })
    expect(refused.json().message).toBe('Invalid coupon code')
    const on = await patch(id, { active: true })
    expect(on.json().coupon.active).toBe(true)
    expect((await call('POST', '/api/coupons/validate', {}, { code, orderTotal: 100 })).statusCode).toBe(200)
    const audit = (await auditFor(id)).sort((a, b) => a.id - b.id)
    expect(
      audit.map((a) => [
        a.action,
        (a.before as { active?: boolean } | null)?.active,
        (a.after as { active: boolean }).active,
      ]),
    ).toEqual([
      ['coupon.create', undefined, true],
      ['coupon.update', true, false],
      ['coupon.update', false, true],
    ])
  })

  it('describes a coupon again from its terms when its description is cleared', async () => {
    const id = (
      await create({ code: uniqueCode('WORDS'), kind: 'percent', value: 15, description: 'Old words' })
    ).json().coupon.id
    const res = await patch(id, { description: '', minOrder: 150 })
    expect(res.json().coupon.description).toBe('15% off orders of $150 or more')
  })

  it.each([
    [{ maxRedemptions: 0 }, M.totalLimit],
    [{ perCustomerLimit: 1.5 }, M.perCustomerLimit],
    [{ minOrder: -3 }, M.minOrder],
    [{ expiresOn: '2020-01-01' }, M.expiryPast],
    [{ expiresOn: '31/12/2099' }, 'Please enter a real date (YYYY-MM-DD)'],
    [{ active: 'yes' }, 'Active must be true or false'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const id = await couponId('SAVE15')
    const before = (await auditFor(id)).length
    const res = await patch(id, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await auditFor(id)).toHaveLength(before)
  })

  it('keeps an expiry that has passed when other fields change, so an expired coupon can still be withdrawn', async () => {
    const [old] = await t.database.db
      .insert(coupons)
      .values({
        code: uniqueCode('GONE'),
        description: 'gone',
        kind: 'fixed',
        value: 5_00,
        expiresAt: new Date('2021-01-01'),
      })
      .returning()
    const res = await patch(old!.id, { active: false, expiresOn: '2020-12-31' })
    expect(res.statusCode).toBe(200)
    expect(res.json().coupon).toMatchObject({ active: false, expiresOn: '2020-12-31' })
  })

  it('answers 404 for a coupon that does not exist', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await patch(id, { active: false })
      expect(res.statusCode).toBe(404)
    }
    expect((await patch(999999, { active: false })).json().message).toBe('Coupon not found')
  })
})

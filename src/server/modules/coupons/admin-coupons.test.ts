import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { coupons } from '../../db/schema/coupons'
import { seedCustomer } from '../../db/seed/factories'
import { bearer } from '../../test/auth-helpers'
import {
  adminId,
  auditFor,
  call,
  cfo,
  create,
  customer,
  M,
  type Method,
  patch,
  redeem,
  t,
  TODAY,
  uniqueCode,
  useCouponAdmin,
} from './admin-coupons-fixtures'

// Who may use the admin coupon endpoints, and POST /api/admin/coupons with what the checkout then does.
useCouponAdmin()

describe('who may use the coupon endpoints', () => {
  const endpoints: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/coupons'],
    ['POST', '/api/admin/coupons', { code: 'NOBODY1', kind: 'percent', value: 10 }],
    ['PATCH', '/api/admin/coupons/1', { active: false }],
    ['GET', '/api/admin/coupons/1/redemptions'],
    ['GET', '/api/admin/coupon-emails'],
  ]
  it.each(endpoints)(
    '%s %s answers 401 without a token and 403 to a customer and the CFO',
    async (m, url, body) => {
      expect((await call(m, url, {}, body)).statusCode).toBe(401)
      expect((await call(m, url, customer, body)).statusCode).toBe(403)
      expect((await call(m, url, cfo, body)).statusCode).toBe(403)
    },
  )
})

describe('POST /api/admin/coupons', () => {
  it('creates a percent coupon, upper-cases its code, describes it from its terms and audits it once', async () => {
    const code = uniqueCode('SPRING')
    const res = await create({
      code: `  ${code.toLowerCase()} `,
      kind: 'percent',
      value: 20,
      minOrder: 200,
      maxRedemptions: 50,
      perCustomerLimit: 1,
      expiresOn: '2099-12-31',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Coupon created',
      coupon: {
        code,
        kind: 'percent',
        value: 20,
        description: '20% off orders of $200 or more',
        minOrderCents: 200_00,
        maxRedemptions: 50,
        perCustomerLimit: 1,
        expiresOn: '2099-12-31',
        expiresAt: '2100-01-01T00:00:00.000Z',
        stackable: false,
        active: true,
        redemptions: 0,
        discountedCents: 0,
      },
    })
    const audit = await auditFor(body.coupon.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'coupon.create',
      actorEmail: 'coupons-admin@studio.test',
      before: null,
      after: {
        code,
        kind: 'percent',
        value: 20,
        minOrderCents: 200_00,
        maxRedemptions: 50,
        perCustomerLimit: 1,
        expiresAt: '2100-01-01T00:00:00.000Z',
        active: true,
      },
    })
    expect(audit[0]!.actorUserId).toBe(adminId)
  })

  it('stores a fixed amount in cents and free pages as pages; empty limits mean no limit', async () => {
    const fixed = await create({
      code: uniqueCode('TENOFF'),
      kind: 'fixed',
      value: 12.5,
      maxRedemptions: null,
      perCustomerLimit: null,
      expiresOn: '',
      stackable: true,
    })
    expect(fixed.statusCode).toBe(200)
    expect(fixed.json().coupon).toMatchObject({
      value: 12.5,
      description: '$12.50 off your order',
      minOrderCents: 0,
      maxRedemptions: null,
      perCustomerLimit: null,
      expiresOn: null,
      stackable: true,
    })
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, fixed.json().coupon.id))
    expect(row).toMatchObject({ value: 12_50, perCustomerLimit: null, maxRedemptions: null, expiresAt: null })

    const pages = await create({
      code: uniqueCode('PAGES'),
      kind: 'free_pages',
      value: 3,
      description: 'Three on us',
    })
    expect(pages.json().coupon).toMatchObject({ kind: 'free_pages', value: 3, description: 'Three on us' })
  })

  it.each([
    [{ kind: 'percent', value: 10 }, M.codeRequired],
    [{ code: '', kind: 'percent', value: 10 }, M.codeRequired],
    [{ code: 'AB', kind: 'percent', value: 10 }, M.codeFormat],
    [{ code: 'HAS SPACE', kind: 'percent', value: 10 }, M.codeFormat],
    [{ code: 'VALID1', value: 10 }, M.kind],
    [{ code: 'VALID1', kind: 'bogus', value: 10 }, M.kind],
    [{ code: 'VALID1', kind: 'percent' }, M.valueRequired],
    [{ code: 'VALID1', kind: 'percent', value: 0 }, M.percent],
    [{ code: 'VALID1', kind: 'percent', value: 101 }, M.percent],
    [{ code: 'VALID1', kind: 'percent', value: 12.5 }, M.percent],
    [{ code: 'VALID1', kind: 'fixed', value: 0 }, M.fixed],
    [{ code: 'VALID1', kind: 'fixed', value: -5 }, M.fixed],
    [{ code: 'VALID1', kind: 'free_pages', value: 0 }, M.freePages],
    [{ code: 'VALID1', kind: 'free_pages', value: 21 }, M.freePages],
    [{ code: 'VALID1', kind: 'free_pages', value: 2.5 }, M.freePages],
    [{ code: 'VALID1', kind: 'fixed', value: 5, minOrder: -1 }, M.minOrder],
    [{ code: 'VALID1', kind: 'fixed', value: 5, maxRedemptions: 0 }, M.totalLimit],
    [{ code: 'VALID1', kind: 'fixed', value: 5, maxRedemptions: 2.5 }, M.totalLimit],
    [{ code: 'VALID1', kind: 'fixed', value: 5, maxRedemptions: '3' }, M.totalLimit],
    [{ code: 'VALID1', kind: 'fixed', value: 5, perCustomerLimit: -1 }, M.perCustomerLimit],
    [
      { code: 'VALID1', kind: 'fixed', value: 5, expiresOn: '2099-02-30' },
      'Please enter a real date (YYYY-MM-DD)',
    ],
    [
      { code: 'VALID1', kind: 'fixed', value: 5, expiresOn: 'next week' },
      'Please enter a real date (YYYY-MM-DD)',
    ],
    [{ code: 'VALID1', kind: 'fixed', value: 5, expiresOn: '2020-01-01' }, M.expiryPast],
    [{ code: 'VALID1', kind: 'fixed', value: 5, expiresOn: TODAY }, M.expiryPast],
  ])('refuses %j with 400: %s', async (body, message) => {
    const res = await create(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'VALID1'))).toHaveLength(0)
  })

  it('refuses a code that exists in any case with 409, and writes no audit entry', async () => {
    const code = uniqueCode('DUP')
    expect((await create({ code, kind: 'percent', value: 5 })).statusCode).toBe(200)
    const before = (await t.database.db.select().from(auditLog)).length
    for (const again of [code, code.toLowerCase(), 'save15', 'FreePages10']) {
      const res = await create({ code: again, kind: 'fixed', value: 5 })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('A coupon with this code already exists')
    }
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before)
  })

  it('makes a coupon the checkout honours at once', async () => {
    const code = uniqueCode('NEW')
    await create({ code, kind: 'fixed', value: 20, minOrder: 100 })
    const check = await call(
      'POST',
      '/api/coupons/validate',
      {},
      { code: code.toLowerCase(), orderTotal: 150 },
    )
    expect(check.statusCode).toBe(200)
    expect(check.json()).toMatchObject({ valid: true, discountAmountCents: 20_00 })
    const short = await call('POST', '/api/coupons/validate', {}, { code, orderTotal: 99 })
    expect(short.json().message).toBe(`${code} applies to orders of $100 or more.`)
  })

  it('holds the per-customer limit at checkout, and an empty one lets a customer use the code again', async () => {
    const { user, token } = await seedCustomer(t.database.db)
    const once = (
      await create({ code: uniqueCode('ONCE'), kind: 'fixed', value: 5, perCustomerLimit: 1 })
    ).json().coupon
    const open = (
      await create({ code: uniqueCode('OPEN'), kind: 'fixed', value: 5, perCustomerLimit: null })
    ).json().coupon
    await redeem(once.id, 5_00, user.id)
    await redeem(open.id, 5_00, user.id)
    await redeem(open.id, 5_00, user.id)
    const mine = bearer(token)
    const refusedAgain = await call('POST', '/api/coupons/validate', mine, {
      code: once.code,
      orderTotal: 100,
    })
    expect(refusedAgain.statusCode).toBe(409)
    expect(refusedAgain.json().message).toBe('You have already used this coupon')
    expect(
      (await call('POST', '/api/coupons/validate', mine, { code: open.code, orderTotal: 100 })).statusCode,
    ).toBe(200)
  })
})

describe('PATCH /api/admin/coupons/:id', () => {
  it("keeps an admin's own description when the coupon is only deactivated or its limit changed", async () => {
    const code = uniqueCode('WORDS')
    const created = await create({
      code,
      kind: 'percent',
      value: 10,
      description: 'Our spring thank-you to returning clients',
    })
    const id = created.json().coupon.id as number
    for (const body of [{ active: false }, { maxRedemptions: 5 }, { active: true }]) {
      const res = await patch(id, body)
      expect(res.statusCode).toBe(200)
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
      expect(row!.description).toBe('Our spring thank-you to returning clients')
    }
    // A description given blank is written again from the terms, as before.
    await patch(id, { description: '' })
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id))
    expect(row!.description).toBe('10% off your order')
  })
})

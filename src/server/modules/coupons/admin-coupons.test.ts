import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_COUPON_MESSAGES } from '../../../shared/contracts/admin-coupons'
import { auditLog } from '../../db/schema/audit'
import { couponEmails, couponRedemptions, coupons } from '../../db/schema/marketing'
import { EXIT_OFFER_COUPONS, seedCustomer, seedPaidOrder, seedPromotion } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

const M = ADMIN_COUPON_MESSAGES

let t: TestApp
let admin: Record<string, string>
let adminId: number
let customer: Record<string, string>
let cfo: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
  await createStaff(t, 'admin', 'coupons-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'coupons-admin@studio.test'))
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })
  adminId = me.json().user.id
  await createStaff(t, 'cfo', 'coupons-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'coupons-cfo@studio.test'))
  customer = bearer((await seedCustomer(t.database.db)).token)
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PATCH'
function call(method: Method, url: string, headers: Record<string, string> = admin, payload?: object) {
  return t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) })
}

const create = (body: object, headers = admin) => call('POST', '/api/admin/coupons', headers, body)
const patch = (id: number | string, body: object, headers = admin) =>
  call('PATCH', `/api/admin/coupons/${id}`, headers, body)

const TODAY = new Date().toISOString().slice(0, 10)
let n = 0
const uniqueCode = (prefix = 'TEST') => `${prefix}${++n}${Date.now().toString(36).toUpperCase()}`

function auditFor(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'coupon'), eq(auditLog.recordId, String(id))))
}

async function couponId(code: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code))
  return row!.id
}

async function redeem(id: number, discountCents: number, userId?: number) {
  const order = await seedPaidOrder(t.database.db, userId ? { userId } : {})
  await t.database.db
    .insert(couponRedemptions)
    .values({ couponId: id, orderId: order.id, userId: order.userId!, discountCents })
  return order
}

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
        minOrder: '200.00',
        maxRedemptions: 50,
        perCustomerLimit: 1,
        expiresOn: '2099-12-31',
        expiresAt: '2100-01-01T00:00:00.000Z',
        stackable: false,
        active: true,
        redemptions: 0,
        discounted: '0.00',
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
      minOrder: '0.00',
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
    expect(check.json()).toMatchObject({ valid: true, discountAmount: 20 })
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

describe('GET /api/admin/coupons', () => {
  it('lists the codes newest first with their redemptions and the amount discounted, a page at a time', async () => {
    const code = uniqueCode('LISTED')
    const id = (await create({ code, kind: 'fixed', value: 10 })).json().coupon.id as number
    await redeem(id, 10_00)
    await redeem(id, 7_50)
    const res = await call('GET', '/api/admin/coupons?page=1&pageSize=2')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 2 })
    expect(body.items).toHaveLength(2)
    const all = (await t.database.db.select().from(coupons)).length
    expect(body.total).toBe(all)
    expect(body.items[0]).toMatchObject({ code, redemptions: 2, discounted: '17.50' })
    const full = await call('GET', `/api/admin/coupons?pageSize=100`)
    const save15 = full.json().items.find((c: { code: string }) => c.code === 'SAVE15')
    expect(save15).toMatchObject({
      kind: 'percent',
      value: 15,
      minOrder: '150.00',
      redemptions: 0,
      discounted: '0.00',
    })
  })

  it('refuses a page size over 100', async () => {
    const res = await call('GET', '/api/admin/coupons?pageSize=500')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Page size must be 1 to 100')
  })
})

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
        minOrder: '50.00',
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

describe('GET /api/admin/coupons/:id/redemptions', () => {
  it('lists who redeemed a coupon, on which order, for how much and when, newest first', async () => {
    const id = (await create({ code: uniqueCode('USED'), kind: 'fixed', value: 10 })).json().coupon.id
    const { user } = await seedCustomer(
      t.database.db,
      { firstName: 'Ada', lastName: 'Lovelace' },
      { session: false },
    )
    const first = await redeem(id, 10_00, user.id)
    const second = await redeem(id, 4_25)
    const res = await call('GET', `/api/admin/coupons/${id}/redemptions?pageSize=1`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 1, total: 2 })
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        orderId: second.id,
        user: expect.objectContaining({ id: second.userId }),
        discount: '4.25',
        createdAt: expect.any(String),
      },
    ])
    const next = (await call('GET', `/api/admin/coupons/${id}/redemptions?page=2&pageSize=1`)).json()
    expect(next.items[0]).toMatchObject({
      orderId: first.id,
      discount: '10.00',
      user: { id: user.id, firstName: 'Ada', lastName: 'Lovelace', email: user.email },
    })
  })

  it('answers an empty page for a coupon never used, and 404 for one that does not exist', async () => {
    const id = await couponId('FREEPAGES10')
    expect((await call('GET', `/api/admin/coupons/${id}/redemptions`)).json()).toMatchObject({
      items: [],
      total: 0,
    })
    const missing = await call('GET', '/api/admin/coupons/999999/redemptions')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Coupon not found')
  })
})

describe('GET /api/admin/coupon-emails', () => {
  it('lists the exit-popup sign-ups newest first with address and browser, a page at a time, with the total', async () => {
    const base = Date.now()
    await t.database.db.insert(couponEmails).values([
      {
        email: 'older@example.com',
        ipAddress: '10.1.1.1',
        userAgent: 'Firefox',
        createdAt: new Date(base - 60_000),
      },
      { email: 'newer@example.com', ipAddress: null, userAgent: null, createdAt: new Date(base) },
    ])
    const total = (await t.database.db.select().from(couponEmails)).length
    const res = await call('GET', '/api/admin/coupon-emails?pageSize=1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          email: 'newer@example.com',
          submittedAt: new Date(base).toISOString(),
          ipAddress: null,
          userAgent: null,
        },
      ],
      page: 1,
      pageSize: 1,
      total,
    })
    const second = (await call('GET', '/api/admin/coupon-emails?page=2&pageSize=1')).json()
    expect(second.items[0]).toMatchObject({
      email: 'older@example.com',
      ipAddress: '10.1.1.1',
      userAgent: 'Firefox',
    })
    expect((await call('GET', '/api/admin/coupon-emails?page=0')).json().message).toBe(
      'Page must be 1 or more',
    )
  })
})

describe("the exit offer's and the banner's words", () => {
  it("answers the exit offer's codes in the words of their rows, and follows an admin's change at once", async () => {
    const first = await call('GET', '/api/coupons/offer', {})
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      offers: [
        {
          code: 'FREEPAGES10',
          kind: 'free_pages',
          description: '10 free extra pages (worth $50)',
          stackable: true,
        },
        { code: 'SAVE15', kind: 'percent', description: '15% off orders of $150 or more', stackable: true },
      ],
    })
    const save15 = await couponId('SAVE15')
    const freePages = await couponId('FREEPAGES10')
    await patch(save15, { description: '15% off orders of $120 or more', minOrder: 120 })
    await patch(freePages, { active: false })
    expect((await call('GET', '/api/coupons/offer', {})).json()).toEqual({
      offers: [
        { code: 'SAVE15', kind: 'percent', description: '15% off orders of $120 or more', stackable: true },
      ],
    })

    // The countdown banner names the coupon's condition from its row, and is not shown once it is withdrawn.
    await seedPromotion(t.database.db, { endsAt: new Date(Date.now() + 3600_000) })
    await t.app.ctx.cache.invalidate('marketing:')
    const banner = (await call('GET', '/api/promotions/active', {})).json()
    expect(banner.promotion).toMatchObject({ couponCode: 'SAVE15', condition: 'on orders of $120 or more' })
    await patch(save15, { active: false })
    await t.app.ctx.cache.invalidate('marketing:')
    expect((await call('GET', '/api/promotions/active', {})).json()).toEqual({ promotion: null })
    expect((await call('GET', '/api/coupons/offer', {})).json()).toEqual({ offers: [] })

    await patch(save15, { active: true, description: '15% off orders of $150 or more', minOrder: 150 })
    await patch(freePages, { active: true })
  })
})

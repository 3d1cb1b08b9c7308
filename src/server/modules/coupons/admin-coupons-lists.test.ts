import {} from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { couponEmails } from '../../db/schema/coupon-email'
import { coupons } from '../../db/schema/coupons'
import { seedCustomer, seedPromotion } from '../../db/seed/factories'
import {
  call,
  couponId,
  create,
  patch,
  redeem,
  t,
  uniqueCode,
  useCouponAdmin,
} from './admin-coupons-fixtures'

// The admin's coupon lists (codes, redemptions, exit-popup sign-ups) and the public words that follow a change.
useCouponAdmin()

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
    expect(body.items[0]).toMatchObject({ code, redemptions: 2, discountedCents: 17_50 })
    const full = await call('GET', `/api/admin/coupons?pageSize=100`)
    const save15 = full.json().items.find((c: { code: string }) => c.code === 'SAVE15')
    expect(save15).toMatchObject({
      kind: 'percent',
      value: 15,
      minOrderCents: 150_00,
      redemptions: 0,
      discountedCents: 0,
    })
  })

  it('refuses a page size over 100', async () => {
    const res = await call('GET', '/api/admin/coupons?pageSize=500')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Page size must be 1 to 100')
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
        discountCents: 4_25,
        createdAt: expect.any(String),
      },
    ])
    const next = (await call('GET', `/api/admin/coupons/${id}/redemptions?page=2&pageSize=1`)).json()
    expect(next.items[0]).toMatchObject({
      orderId: first.id,
      discountCents: 10_00,
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
          rules: 'No end date. Usable once per customer.',
        },
        {
          code: 'SAVE15',
          kind: 'percent',
          description: '15% off orders of $150 or more',
          stackable: true,
          rules: 'No end date. Usable once per customer.',
        },
      ],
    })
    const save15 = await couponId('SAVE15')
    const freePages = await couponId('FREEPAGES10')
    await patch(save15, {
      description: '15% off orders of $120 or more',
      minOrder: 120,
      expiresOn: '2099-01-31',
    })
    await patch(freePages, { active: false })
    expect((await call('GET', '/api/coupons/offer', {})).json()).toEqual({
      offers: [
        {
          code: 'SAVE15',
          kind: 'percent',
          description: '15% off orders of $120 or more',
          stackable: true,
          // The coupon's own deadline and rule, as the popup and its mail say them.
          rules: 'Valid until the end of Jan 31, 2099. Usable once per customer.',
        },
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

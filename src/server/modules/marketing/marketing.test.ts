import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIT_OFFER_COUPONS, seedPaidOrder, seedPromotion } from '../../db/seed/factories'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { coupons } from '../../db/schema/coupons'
import { promotions } from '../../db/schema/marketing'
import { fixedClock } from '../../lib/clock'
import { createTestApp, type TestApp } from '../../test/test-app'
import { MARKETING_CACHE_PREFIX } from './marketing.service'

const NOW = new Date('2031-03-15T12:00:00.000Z')
const HOUR = 3600_000
const DAY = 24 * HOUR
const clock = fixedClock(NOW)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

const ago = (ms: number) => new Date(NOW.getTime() - ms)
const ahead = (ms: number) => new Date(NOW.getTime() + ms)

// These answers are cached; the code that changes promotions or pays orders drops the cache. These tests write
// rows and move the clock directly, so they drop it themselves before each read.
async function activePromotion() {
  t.app.ctx.cache.drop(MARKETING_CACHE_PREFIX)
  const res = await t.app.inject({ method: 'GET', url: '/api/promotions/active' })
  expect(res.statusCode).toBe(200)
  return res.json().promotion
}

async function recentOrders() {
  t.app.ctx.cache.drop(MARKETING_CACHE_PREFIX)
  const res = await t.app.inject({ method: 'GET', url: '/api/orders/recent' })
  expect(res.statusCode).toBe(200)
  return res.json().orders as Array<Record<string, unknown>>
}

describe('GET /api/promotions/active', () => {
  it('answers null when no promotion exists', async () => {
    expect(await activePromotion()).toBeNull()
  })

  it('ignores ended, inactive and future promotions', async () => {
    const db = t.database.db
    await seedPromotion(db, { title: 'Ended', startsAt: ago(10 * DAY), endsAt: ago(HOUR) })
    await seedPromotion(db, { title: 'Ends right now', startsAt: ago(DAY), endsAt: NOW })
    await seedPromotion(db, { title: 'Switched off', active: false, startsAt: ago(DAY), endsAt: ahead(DAY) })
    await seedPromotion(db, { title: 'Not yet', startsAt: ahead(HOUR), endsAt: ahead(2 * DAY) })
    expect(await activePromotion()).toBeNull()
  })

  it("answers the running promotion with its real end time and its coupon's condition", async () => {
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS).onConflictDoNothing()
    const endsAt = ahead(3 * DAY + 17 * 60_000 + 5_000)
    const row = await seedPromotion(t.database.db, {
      title: 'Spring launch: 15% off',
      discountPercent: 15,
      couponCode: 'SAVE15',
      startsAt: ago(HOUR),
      endsAt,
    })
    expect(await activePromotion()).toEqual({
      id: row.id,
      title: 'Spring launch: 15% off',
      discountPercent: 15,
      couponCode: 'SAVE15',
      condition: 'on orders of $150 or more',
      endsAt: endsAt.toISOString(),
    })
  })

  it('follows the clock, showing the running promotion that ends soonest', async () => {
    // Both run; 'Not yet' ends first, so its countdown is the one shown.
    clock.set(ahead(2 * HOUR))
    expect((await activePromotion()).title).toBe('Not yet')
    clock.set(ahead(2 * DAY + HOUR))
    expect((await activePromotion()).title).toBe('Spring launch: 15% off')
    clock.set(ahead(3 * DAY + HOUR))
    expect(await activePromotion()).toBeNull()
    clock.set(NOW)
  })

  it('hides a promotion as soon as it is switched off', async () => {
    await t.database.db.update(promotions).set({ active: false })
    expect(await activePromotion()).toBeNull()
  })
})

describe('GET /api/orders/recent', () => {
  it('answers an empty list when nothing was paid', async () => {
    await seedPaidOrder(t.database.db, { status: 'pending', paidAt: null, businessType: 'retail' })
    expect(await recentOrders()).toEqual([])
  })

  it('answers the five newest paid orders of the last 30 days, anonymised', async () => {
    const db = t.database.db
    await seedPaidOrder(db, { businessType: 'fitness', paidAt: ago(31 * DAY) })
    await seedPaidOrder(db, { businessType: 'healthcare', paidAt: ago(30 * DAY + 1000) })
    const kinds = ['restaurant', 'creative', 'services', 'real-estate', 'nonprofit', 'other']
    for (const [i, businessType] of kinds.entries()) {
      // Inserted oldest last, so the answer's order comes from paidAt, not from insertion.
      await seedPaidOrder(db, {
        businessType,
        paidAt: ago((i + 1) * HOUR),
        amountCents: 123_45,
      })
    }

    const list = await recentOrders()
    expect(list).toEqual(
      kinds
        .slice(0, 5)
        .map((businessType, i) => ({ businessType, paidAt: ago((i + 1) * HOUR).toISOString() })),
    )
    for (const order of list) expect(Object.keys(order).sort()).toEqual(['businessType', 'paidAt'])
    expect(JSON.stringify(list)).not.toMatch(/12345|amount|userId|"id"/)
  })

  it('keeps only orders paid within 30 days of the clock', async () => {
    await t.database.db.delete(projects)
    await t.database.db.delete(orders)
    await seedPaidOrder(t.database.db, { businessType: 'retail', paidAt: ago(29 * DAY) })
    await seedPaidOrder(t.database.db, { businessType: 'fitness', paidAt: ago(31 * DAY) })
    expect((await recentOrders()).map((o) => o.businessType)).toEqual(['retail'])
    clock.set(ahead(2 * DAY))
    expect(await recentOrders()).toEqual([])
    clock.set(NOW)
  })
})

describe('caching', () => {
  it('serves the cached answer with an ETag until the cache is dropped', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/orders/recent' })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/orders/recent',
      headers: { 'if-none-match': etag },
    })
    expect(notModified.statusCode).toBe(304)
    await seedPaidOrder(t.database.db, { businessType: 'nonprofit', paidAt: NOW })
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/recent' })).body).toBe(first.body)
    await t.app.ctx.cache.invalidate(MARKETING_CACHE_PREFIX)
    const fresh = await t.app.inject({ method: 'GET', url: '/api/orders/recent' })
    expect(fresh.json().orders[0].businessType).toBe('nonprofit')
  })
})

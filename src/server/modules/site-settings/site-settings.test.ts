import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SITE_SETTINGS_MESSAGES as M, type UpdateSiteSettings } from '../../../shared/contracts/site-settings'
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/contracts/common'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { auditLog } from '../../db/schema/audit'
import { invoices } from '../../db/schema/billing'
import { coupons } from '../../db/schema/coupons'
import { promotions } from '../../db/schema/marketing'
import { siteSettings } from '../../db/schema/site-settings'
import { EXIT_OFFER_COUPONS, seedCustomer, seedProject, seedPromotion } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, createIntent, newCustomer, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

const NOW = new Date(Math.floor(Date.now() / 1000) * 1000)
const DAY = 24 * 3600_000
const clock = fixedClock(NOW)

let t: TestApp
let admin: Record<string, string>
let adminId: number
beforeAll(async () => {
  t = await createTestApp({ clock, config: { chatNumber: '442045771290' } })
  await createStaff(t, 'admin', 'settings-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'settings-admin@studio.test'))
  adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).json().user?.id
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const put = (payload: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object })

const ENDS = new Date(NOW.getTime() + 5 * DAY).toISOString()

/** A complete, valid body: the defaults with a few figures changed. */
function body(): UpdateSiteSettings {
  return {
    trustBar: {
      businessesServed: { label: 'businesses served', stated: 1300 },
      sitesDelivered: { label: 'sites delivered', stated: 640 },
      rating: { label: 'average rating', value: '4.8/5' },
      averageDelivery: { label: 'average delivery', value: '6 days' },
      satisfaction: { label: 'client satisfaction', value: '98%' },
    },
    guaranteeDays: 14,
    chatNumber: '+44 20 7946 0000',
    company: {
      legalName: 'SiteCraft Websites Ltd',
      addressLines: ['1 New Street', 'Manchester M1 1AA', 'United Kingdom'],
      email: 'accounts@sitecraft.studio',
      companyNumber: '99887766',
      taxNumber: 'GB 123 4567 89',
    },
    timeZone: 'Europe/London',
    holidays: ['2026-12-25', '2026-12-28'],
    promotion: { title: 'Summer sale: 20% off', discountPercent: 20, endsAt: ENDS },
  }
}

describe('GET /api/site-settings', () => {
  it("answers today's figures before an admin saves any, with CHAT_NUMBER's number, cached with an ETag", async () => {
    const res = await get('/api/site-settings')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      trustBar: [
        { label: 'businesses served', value: '1,200+' },
        { label: 'sites delivered', value: '500+' },
        { label: 'average rating', value: '4.9/5' },
        { label: 'average delivery', value: '7 days' },
        { label: 'client satisfaction', value: '99%' },
      ],
      guaranteeDays: 7,
      chatNumber: '442045771290',
    })
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/site-settings', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })
})

describe('GET /api/admin/settings', () => {
  it('answers 401 without a session, 403 to a customer and to the CFO', async () => {
    expect((await get('/api/admin/settings')).statusCode).toBe(401)
    const { token } = await seedCustomer(t.database.db)
    expect((await get('/api/admin/settings', bearer(token))).statusCode).toBe(403)
    await createStaff(t, 'cfo', 'settings-cfo@studio.test')
    const cfo = bearer(await signInStaff(t, 'cfo', 'settings-cfo@studio.test'))
    expect((await get('/api/admin/settings', cfo)).statusCode).toBe(403)
  })

  it('answers the settings, the running promotion and the delivered count beside the stated figures', async () => {
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS).onConflictDoNothing()
    const promo = await seedPromotion(t.database.db, {
      title: '15% off your website',
      discountPercent: 15,
      couponCode: 'SAVE15',
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: new Date(NOW.getTime() + 3 * DAY),
    })
    for (let i = 0; i < 3; i++) await seedProject(t.database.db, { status: 'delivered' })
    await seedProject(t.database.db, { status: 'under_development' })
    const res = await get('/api/admin/settings', admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      settings: { ...DEFAULT_SITE_SETTINGS, chatNumber: '442045771290' },
      promotion: {
        id: promo.id,
        title: '15% off your website',
        discountPercent: 15,
        endsAt: new Date(NOW.getTime() + 3 * DAY).toISOString(),
      },
      deliveredCount: 3,
      trustBar: [
        { label: 'businesses served', value: '1,200+' },
        { label: 'sites delivered', value: '500+' },
        { label: 'average rating', value: '4.9/5' },
        { label: 'average delivery', value: '7 days' },
        { label: 'client satisfaction', value: '99%' },
      ],
    })
  })
})

describe('PUT /api/admin/settings', () => {
  it('answers 401 without a session, 403 to a customer and to the CFO, and changes nothing', async () => {
    expect((await put(body(), {})).statusCode).toBe(401)
    const { token } = await seedCustomer(t.database.db)
    expect((await put(body(), bearer(token))).statusCode).toBe(403)
    const cfo = bearer(await signInStaff(t, 'cfo', 'settings-cfo@studio.test'))
    expect((await put(body(), cfo)).statusCode).toBe(403)
    expect(await t.database.db.select().from(siteSettings)).toEqual([])
  })

  const invalid: Array<[string, (b: UpdateSiteSettings) => void, string, string]> = [
    ['a blank label', (b) => (b.trustBar.rating.label = '  '), 'trustBar.rating.label', M.label],
    [
      'a counted claim without a label',
      (b) => (b.trustBar.businessesServed.label = ''),
      'trustBar.businessesServed.label',
      M.label,
    ],
    ['a blank value', (b) => (b.trustBar.satisfaction.value = ''), 'trustBar.satisfaction.value', M.value],
    [
      'a stated figure below 0',
      (b) => (b.trustBar.sitesDelivered.stated = -1),
      'trustBar.sitesDelivered.stated',
      M.stated,
    ],
    [
      'a stated figure with a fraction',
      (b) => (b.trustBar.businessesServed.stated = 12.5),
      'trustBar.businessesServed.stated',
      M.stated,
    ],
    ['no guarantee', (b) => (b.guaranteeDays = 0), 'guaranteeDays', M.guaranteeDays],
    ['a guarantee over a year', (b) => (b.guaranteeDays = 366), 'guaranteeDays', M.guaranteeDays],
    ['a chat number with letters', (b) => (b.chatNumber = 'call us'), 'chatNumber', M.chatNumber],
    ['a blank company name', (b) => (b.company.legalName = ''), 'company.legalName', M.companyName],
    ['no address line', (b) => (b.company.addressLines = []), 'company.addressLines', M.addressLines],
    [
      'seven address lines',
      (b) => (b.company.addressLines = Array(7).fill('Street')),
      'company.addressLines',
      M.addressLines,
    ],
    [
      'a blank address line',
      (b) => (b.company.addressLines = ['1 New Street', ' ']),
      'company.addressLines.1',
      M.addressLine,
    ],
    ['an invalid e-mail', (b) => (b.company.email = 'accounts'), 'company.email', 'Valid email is required'],
    [
      'a control character',
      (b) => (b.company.taxNumber = 'GB\u0000'),
      'company.taxNumber',
      CONTROL_CHARACTERS_MESSAGE,
    ],
    ['a blank promotion title', (b) => (b.promotion.title = ''), 'promotion.title', M.promotionTitle],
    [
      'a discount of 0',
      (b) => (b.promotion.discountPercent = 0),
      'promotion.discountPercent',
      M.discountPercent,
    ],
    [
      'a discount over 90',
      (b) => (b.promotion.discountPercent = 95),
      'promotion.discountPercent',
      M.discountPercent,
    ],
    ['an end that is no time', (b) => (b.promotion.endsAt = 'next week'), 'promotion.endsAt', M.endsAt],
    ['an unknown time zone', (b) => (b.timeZone = 'Mars/Olympus'), 'timeZone', M.timeZone],
    ['a holiday that is no date', (b) => (b.holidays = ['Christmas']), 'holidays.0', M.holiday],
  ]
  it.each(invalid)('refuses %s with its message on its field', async (_name, change, field, message) => {
    const b = body()
    change(b)
    const res = await put(b)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(res.json().fields[field]).toBe(message)
  })

  it('refuses a body without the promotion', async () => {
    const { promotion: _p, ...rest } = body()
    const res = await put(rest)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toContain('promotion')
  })

  it('writes nothing and records nothing for a refused body', async () => {
    expect(await t.database.db.select().from(siteSettings)).toEqual([])
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).toEqual(
      [],
    )
  })

  it('saves the settings and the promotion, answers them with the computed figures, and records one audit entry', async () => {
    const [promoBefore] = await t.database.db.select().from(promotions).where(eq(promotions.active, true))
    const res = await put(body())
    expect(res.statusCode).toBe(200)
    const { promotion, ...settings } = body()
    expect(res.json()).toEqual({
      settings,
      promotion: { id: promoBefore!.id, ...promotion },
      deliveredCount: 3,
      trustBar: [
        { label: 'businesses served', value: '1,300+' },
        { label: 'sites delivered', value: '640+' },
        { label: 'average rating', value: '4.8/5' },
        { label: 'average delivery', value: '6 days' },
        { label: 'client satisfaction', value: '98%' },
      ],
    })

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorUserId: adminId,
      actorEmail: 'settings-admin@studio.test',
      recordType: 'site_settings',
      recordId: '1',
      before: {
        ...DEFAULT_SITE_SETTINGS,
        chatNumber: '442045771290',
        promotion: {
          id: promoBefore!.id,
          title: '15% off your website',
          discountPercent: 15,
          endsAt: promoBefore!.endsAt.toISOString(),
          active: true,
        },
      },
      after: { ...settings, promotion: { id: promoBefore!.id, ...promotion, active: true } },
    })

    // The public read and the banner show the change at once (the save dropped their cached answers).
    expect((await get('/api/site-settings')).json()).toEqual({
      trustBar: res.json().trustBar,
      guaranteeDays: 14,
      chatNumber: '442079460000',
    })
    const banner = (await get('/api/promotions/active')).json().promotion
    expect(banner).toMatchObject({ title: 'Summer sale: 20% off', discountPercent: 20, endsAt: ENDS })
    // The edit changed the promotion's row, it did not add one.
    expect(await t.database.db.select().from(promotions)).toHaveLength(1)
  })

  it("makes the promotion's coupon take the percent the banner promises: one value", async () => {
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS).onConflictDoNothing()
    const [promo] = await t.database.db.select().from(promotions).where(eq(promotions.active, true))
    expect(promo!.couponCode).toBe('SAVE15')
    const res = await put({ ...body(), promotion: { ...body().promotion, discountPercent: 25 } })
    expect(res.statusCode).toBe(200)
    const [save15] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'SAVE15'))
    expect(save15).toMatchObject({ value: 25, description: '25% off orders of $150 or more' })
    const banner = (await get('/api/promotions/active')).json().promotion
    expect(banner).toMatchObject({ couponCode: 'SAVE15', discountPercent: 25 })
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { code: 'SAVE15', orderTotal: 200 },
    })
    expect(checked.json()).toMatchObject({ valid: true, discountAmountCents: 50_00 })
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry!.after).toMatchObject({ coupon: { code: 'SAVE15', percent: 25 } })
    // Back as the other tests expect it.
    await t.database.db
      .update(coupons)
      .set({ value: 15, description: '15% off orders of $150 or more' })
      .where(eq(coupons.code, 'SAVE15'))
  })

  it('rounds the counted claims down as the delivered projects add up', async () => {
    const b = body()
    b.trustBar.businessesServed.stated = 1297
    b.trustBar.sitesDelivered.stated = 4
    const res = await put(b)
    // 1297 + 3 delivered = 1300; 4 + 3 = 7, shown as it is.
    expect(
      res
        .json()
        .trustBar.slice(0, 2)
        .map((c: { value: string }) => c.value),
    ).toEqual(['1,300+', '7'])
    await seedProject(t.database.db, { status: 'delivered' })
    // Cached for the public pages until the next save or a minute; the admin sees the count now.
    expect((await get('/api/admin/settings', admin)).json().deliveredCount).toBe(4)
    b.trustBar.sitesDelivered.stated = 96
    expect((await put(b)).json().trustBar[1].value).toBe('100+')
    expect((await get('/api/site-settings')).json().trustBar[0].value).toBe('1,300+')
  })

  it('starts a promotion when there is none', async () => {
    await t.database.db.delete(promotions)
    const res = await put(body())
    expect(res.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(promotions)
    expect(row).toMatchObject({
      title: 'Summer sale: 20% off',
      discountPercent: 20,
      active: true,
      startsAt: NOW,
    })
    expect(res.json().promotion.id).toBe(row!.id)
  })
})

describe('invoices', () => {
  it('print the company details saved when they were issued: a new invoice the edited ones, an old one its own', async () => {
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS).onConflictDoNothing()
    const pay = async () => {
      const customer = await newCustomer(t)
      const intent = await createIntent(t, customer.headers, BAKERY_ORDER)
      expect(intent.statusCode).toBe(200)
      expect((await payByTestCard(t, customer.headers, intent.json().clientSecret)).statusCode).toBe(200)
      const [invoice] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, customer.user.id))
      return { customer, invoice: invoice! }
    }
    const b = body()
    b.company = { ...DEFAULT_SITE_SETTINGS.company }
    expect((await put(b)).statusCode).toBe(200)
    const old = await pay()
    expect(old.invoice.issuer).toEqual({
      name: 'SiteCraft Studio Ltd',
      address: '71-75 Shelton Street, Covent Garden, London WC2H 9JQ, United Kingdom',
      email: 'hello@sitecraft.studio',
      registration: 'Registered in England and Wales, company number 15834271',
    })

    expect((await put(body())).statusCode).toBe(200)
    const fresh = await pay()
    expect(fresh.invoice.issuer).toEqual({
      name: 'SiteCraft Websites Ltd',
      address: '1 New Street, Manchester M1 1AA, United Kingdom',
      email: 'accounts@sitecraft.studio',
      registration: 'Registered in England and Wales, company number 99887766. VAT number GB 123 4567 89',
    })
    const [oldAgain] = await t.database.db.select().from(invoices).where(eq(invoices.id, old.invoice.id))
    expect(oldAgain!.issuer).toEqual(old.invoice.issuer)

    // The PDFs are drawn from each invoice's own details.
    const pdf = async (c: typeof old) =>
      t.app.inject({
        method: 'GET',
        url: `/api/dashboard/invoices/${c.invoice.id}/pdf`,
        headers: c.customer.headers,
      })
    expect((await pdf(old)).statusCode).toBe(200)
    expect((await pdf(fresh)).statusCode).toBe(200)
  })
})

describe('the public read over HTTP', () => {
  it('is answered from memory before routing until a save changes it', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const load = vi.spyOn(t.app.ctx.cache, 'get')
    try {
      const first = await fetch(`${base}/api/site-settings`)
      expect(first.status).toBe(200)
      expect(load).toHaveBeenCalledTimes(1)
      const second = await fetch(`${base}/api/site-settings`)
      // The route did not run: the fast path answered the same bytes.
      expect(load).toHaveBeenCalledTimes(1)
      expect(await second.text()).toBe(await first.text())

      const b = body()
      b.guaranteeDays = 21
      expect((await put(b)).statusCode).toBe(200)
      const third = await fetch(`${base}/api/site-settings`)
      expect(((await third.json()) as { guaranteeDays: number }).guaranteeDays).toBe(21)
    } finally {
      load.mockRestore()
    }
  })
})

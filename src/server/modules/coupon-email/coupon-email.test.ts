import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponEmails } from '../../db/schema/coupon-email'
import { coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { ACKNOWLEDGEMENTS_PER_DAY } from '../../integrations/mail/acknowledgements'
import { COUPON_EMAIL_RATE } from './coupon-email.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // The test database is migrated, not seeded: the codes the mail names must exist.
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
})
afterAll(async () => {
  await t?.close()
})

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'

function post(body: unknown, opts: { ip?: string; userAgent?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/coupon-email',
    payload: body as object,
    remoteAddress: opts.ip ?? nextIp(),
    headers: { 'user-agent': opts.userAgent ?? BROWSER },
  })
}

async function rowsFor(email: string) {
  return t.database.db.select().from(couponEmails).where(eq(couponEmails.email, email))
}

describe('POST /api/coupon-email', () => {
  it('records the e-mail, time, address and browser, and mails both codes', async () => {
    const ip = nextIp()
    const before = Date.now()
    const res = await post({ email: '  Lin@Example.com ' }, { ip })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Your coupon codes are on their way. Check your inbox!',
    })

    const rows = await rowsFor('lin@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'lin@example.com', ipAddress: ip, userAgent: BROWSER })
    const at = rows[0]!.createdAt.getTime()
    expect(at).toBeGreaterThanOrEqual(before - 5_000)
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000)

    await t.flushMail()
    const mails = t.smtp.to('lin@example.com')
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe('Your SiteCraft discount codes')
    for (const code of ['FREEPAGES10', 'SAVE15']) {
      expect(mail!.text).toContain(code)
      expect(mail!.html).toContain(code)
    }
    // The descriptions come from the coupons table, so the mail matches what checkout will accept.
    expect(mail!.text).toContain('FREEPAGES10: 10 free extra pages (worth $50)')
    expect(mail!.text).toContain('SAVE15: 15% off orders of $150 or more')
    // Each code's own rules, and no deadline the coupons do not have.
    expect(mail!.text).toContain('No end date. Usable once per customer.')
    expect(mail!.text).not.toMatch(/24 hours/)
  })

  it('keeps at most 500 characters of the user agent', async () => {
    const res = await post({ email: 'long-ua@example.com' }, { userAgent: 'A'.repeat(2000) })
    expect(res.statusCode).toBe(200)
    const [row] = await rowsFor('long-ua@example.com')
    expect(row!.userAgent).toBe('A'.repeat(500))
  })

  it.each([
    ['an invalid address', { email: 'not-an-email' }],
    ['an empty address', { email: '' }],
    ['no address', {}],
    ['a non-string address', { email: 42 }],
  ])('answers 400 to %s', async (_case, body) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Valid email is required',
      error: 'Valid email is required',
      code: 'VALIDATION',
    })
  })

  it('accepts a filled honeypot silently but stores and mails nothing', async () => {
    await t.flushMail()
    t.smtp.clear()
    const res = await post({ email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    await t.flushMail()
    expect(await rowsFor('bot@example.com')).toHaveLength(0)
    expect(t.smtp.messages).toHaveLength(0)
  })

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coupon-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Request body is not valid JSON.')
  })

  it('limits requests per address with a readable 429 and Retry-After', async () => {
    const ip = nextIp()
    for (let i = 0; i < COUPON_EMAIL_RATE.max; i++) {
      expect((await post({ email: 'repeat@example.com' }, { ip })).statusCode).toBe(200)
    }
    const res = await post({ email: 'repeat@example.com' }, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(res.json().message).toMatch(/Please check your inbox, or try again later/)
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(COUPON_EMAIL_RATE.windowMs / 1000)
    expect(await rowsFor('repeat@example.com')).toHaveLength(COUPON_EMAIL_RATE.max)
    // Another address is not affected.
    expect((await post({ email: 'repeat@example.com' })).statusCode).toBe(200)
  })

  it('mails one inbox at most three times a day however many client addresses ask for it', async () => {
    const email = 'flooded@example.com'
    for (let i = 0; i < 20; i++) expect((await post({ email }, { ip: nextIp() })).statusCode).toBe(200)
    await t.flushMail()
    expect(t.smtp.to(email)).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY)
    // Every sign-up is kept for the studio.
    expect(await rowsFor(email)).toHaveLength(20)
  })

  it('mails only the codes that can still be used: one withdrawn or expired is left out', async () => {
    await t.database.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'SAVE15'))
    await t.database.db
      .update(coupons)
      .set({ expiresAt: new Date('2021-01-01') })
      .where(eq(coupons.code, 'FREEPAGES10'))
    try {
      expect((await post({ email: 'none-left@example.com' })).statusCode).toBe(200)
      await t.database.db.update(coupons).set({ expiresAt: null }).where(eq(coupons.code, 'FREEPAGES10'))
      expect((await post({ email: 'one-left@example.com' })).statusCode).toBe(200)
      await t.flushMail()
      // The request is kept either way; a mail goes out only with a code in it.
      expect(await rowsFor('none-left@example.com')).toHaveLength(1)
      expect(t.smtp.to('none-left@example.com')).toHaveLength(0)
      const [mail] = t.smtp.to('one-left@example.com')
      expect(mail!.text).toContain('FREEPAGES10: 10 free extra pages (worth $50)')
      expect(mail!.text).not.toContain('SAVE15')
    } finally {
      await t.database.db.update(coupons).set({ active: true }).where(eq(coupons.code, 'SAVE15'))
    }
  })
})

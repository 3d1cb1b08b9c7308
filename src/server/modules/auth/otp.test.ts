import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { otpCodes, sessions, users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { bearer, lastCodeFor, signInCustomer } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { OTP_ALERT_AFTER, OTP_CODES_PER_DAY } from './otp.service'

const clock = fixedClock(new Date('2026-03-01T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

let n = 0
const uniqueEmail = () => `person${++n}-${Date.now()}@example.com`

function send(email: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { email, purpose: 'login' },
    remoteAddress: ip,
  })
}
function verify(email: string, otp: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp, purpose: 'login' },
    remoteAddress: ip,
  })
}

describe('sign-in codes', () => {
  it('mails a 6-digit code with its expiry and no link, and the first verified code creates the account', async () => {
    const email = uniqueEmail()
    expect((await send(email)).statusCode).toBe(200)
    await t.flushMail()
    const mail = t.smtp.to(email).at(-1)!
    expect(mail.text).toMatch(/\b\d{6}\b/)
    expect(mail.text).toContain('expires in 10 minutes')
    expect(mail.html).not.toMatch(/<a\s/i)
    expect(mail.text).not.toMatch(/https?:\/\//)
    const code = await lastCodeFor(t, email)
    const res = await verify(email, code)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.user).toMatchObject({ email, role: 'customer' })
    expect(Object.keys(body.user).sort()).toEqual([
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'phone',
      'role',
      'totpEnabled',
    ])
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toBeDefined()
    // The code is stored hashed, never as typed; the token likewise.
    const codes = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))
    expect(codes.every((c) => c.codeHash !== code && !c.codeHash.includes(code))).toBe(true)
    const sess = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id))
    expect(sess[0]!.tokenHash).not.toBe(body.token)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) })
    expect(me.json().user.email).toBe(email)
  })

  it('answers the same for known and unknown addresses', async () => {
    const known = uniqueEmail()
    await send(known)
    const code = await lastCodeFor(t, known)
    await verify(known, code)
    clock.advance(31_000)
    const a = await send(known)
    const b = await send(uniqueEmail())
    expect(a.statusCode).toBe(b.statusCode)
    expect(a.body).toBe(b.body)
  })

  it('refuses a code used twice', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    expect((await verify(email, code)).statusCode).toBe(200)
    const again = await verify(email, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/expired or was already used/)
  })

  it('refuses a code after 10 minutes', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    clock.advance(10 * 60_000 + 1000)
    const res = await verify(email, code)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/expired/)
  })

  it('answers Invalid OTP to a wrong code and voids the code on the fifth wrong try', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i++) {
      const res = await verify(email, wrong)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid OTP')
    }
    const fifth = await verify(email, wrong)
    expect(fifth.json().message).toBe('Too many wrong codes. Please request a new code.')
    // The right code no longer works either.
    expect((await verify(email, code)).statusCode).toBe(400)
  })

  it('says too many wrong codes, not expired, when the right code comes after five wrong ones', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) await verify(email, wrong)
    const res = await verify(email, code)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Too many wrong codes. Please request a new code.')
  })

  it('counts exactly five tries when 40 arrive at once from 40 addresses, and the right code then fails', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await Promise.all(Array.from({ length: 39 }, () => verify(email, wrong)))
    const messages = answers.map((r) => r.json().message as string)
    expect(messages.filter((m) => m === 'Invalid OTP')).toHaveLength(4)
    expect(messages.filter((m) => m.startsWith('Too many wrong codes'))).toHaveLength(35)
    const right = await verify(email, code)
    expect(right.statusCode).toBe(400)
    expect(right.json().message).toBe('Too many wrong codes. Please request a new code.')
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))
    expect(row!.attempts).toBe(5)
  })

  it('accepts the right code at most once when it races 39 wrong ones', async () => {
    const email = uniqueEmail()
    await send(email)
    const code = await lastCodeFor(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const tries = [...Array.from({ length: 39 }, () => wrong), code]
    const answers = await Promise.all(tries.map((otp) => verify(email, otp)))
    const accepted = answers.filter((r) => r.statusCode === 200)
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))
    // Five tries are compared at most; the right code is accepted only if it was one of them.
    expect(row!.attempts).toBeLessThanOrEqual(5)
    expect(accepted.length).toBeLessThanOrEqual(1)
    expect(
      answers.filter((r) => r.json().message === 'Invalid OTP').length + accepted.length,
    ).toBeLessThanOrEqual(5)
  })

  it('answers an address that never had a code exactly as one whose code was used', async () => {
    const used = uniqueEmail()
    await send(used)
    const code = await lastCodeFor(t, used)
    await verify(used, code)
    const a = await verify(used, '123456')
    const b = await verify(uniqueEmail(), '123456')
    expect(a.statusCode).toBe(b.statusCode)
    expect(a.json().message).toBe(b.json().message)
  })

  it('allows a resend only after 30 seconds, and the new code replaces the old one', async () => {
    const email = uniqueEmail()
    expect((await send(email)).statusCode).toBe(200)
    const first = await lastCodeFor(t, email)
    const early = await send(email)
    expect(early.statusCode).toBe(429)
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/)
    clock.advance(30_000)
    expect((await send(email)).statusCode).toBe(200)
    const second = await lastCodeFor(t, email)
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400)
    expect((await verify(email, second)).statusCode).toBe(200)
  })

  it('limits codes per address and client for an hour', async () => {
    const email = uniqueEmail()
    const ip = nextIp()
    for (let i = 0; i < 5; i++) {
      expect((await send(email, ip)).statusCode).toBe(200)
      clock.advance(31_000)
    }
    const res = await send(email, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Too many sign-in codes requested for this address/)
    // The owner, elsewhere, still gets a code.
    expect((await send(email)).statusCode).toBe(200)
  })

  it('lets a stranger sending from many networks hold an address up for minutes, never for an hour', async () => {
    const email = uniqueEmail()
    for (let i = 0; i < 10; i++) {
      expect((await send(email)).statusCode).toBe(200)
      clock.advance(31_000)
    }
    const held = await send(email)
    expect(held.statusCode).toBe(429)
    expect(held.json().message).toMatch(/Please try again in a few minutes/)
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    clock.advance(15 * 60_000)
    expect((await send(email)).statusCode).toBe(200)
  })

  it('sends one address at most 30 codes a day from every network together', async () => {
    const email = uniqueEmail()
    for (let i = 0; i < OTP_CODES_PER_DAY; i++) {
      expect((await send(email)).statusCode).toBe(200)
      // Spread over the day, so neither the resend wait nor the 15-minute window refuses them.
      clock.advance(16 * 60_000)
    }
    const capped = await send(email)
    expect(capped.statusCode).toBe(429)
    expect(capped.json().message).toBe(
      'Too many sign-in codes were requested for this address today. Please try again tomorrow.',
    )
    clock.advance(24 * 3600_000)
    expect((await send(email)).statusCode).toBe(200)
  })

  it("tells an account's owner, once a day, when wrong codes for it keep coming", async () => {
    const email = uniqueEmail()
    await t.database.db.insert(users).values({ email, role: 'customer' })
    const alerts = async () => {
      await t.flushMail()
      return t.smtp.to(email).filter((m) => m.subject === 'Failed sign-in attempts on your SiteCraft account')
    }
    for (let round = 0; round < 3; round++) {
      expect((await send(email)).statusCode).toBe(200)
      const wrong = (await lastCodeFor(t, email)) === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).statusCode).toBe(400)
      clock.advance(16 * 60_000)
      // Nothing for a few typos; told at the tenth wrong code, and only once.
      expect(await alerts()).toHaveLength((round + 1) * 5 >= OTP_ALERT_AFTER ? 1 : 0)
    }
    expect((await alerts())[0]!.text).toContain('in the last 24 hours')
  })

  it('limits codes per network address', async () => {
    const ip = nextIp()
    for (let i = 0; i < 20; i++) expect((await send(uniqueEmail(), ip)).statusCode).toBe(200)
    const res = await send(uniqueEmail(), ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Please try again later/)
  })

  it.each([
    [{ email: 'nope', purpose: 'login' }, 'Valid email is required'],
    [{ purpose: 'login' }, 'Valid email is required'],
  ])('validates send-otp %j', async (payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload,
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it.each(['12345', '1234567', 'abcdef', ''])('validates the code format %j', async (otp) => {
    const res = await verify('someone@example.com', otp)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('OTP must be 6 digits')
  })
})

describe('sessions', () => {
  const session = () => signInCustomer(t, uniqueEmail())

  it('rejects a tampered token', async () => {
    const token = await session()
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tampered) })
    expect(res.statusCode).toBe(401)
  })

  it('revokes the session on logout', async () => {
    const token = await session()
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect(out.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401)
  })

  it('expires a customer session after 30 days', async () => {
    const token = await session()
    clock.advance(29 * 24 * 3600_000)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200)
    clock.advance(2 * 24 * 3600_000)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401)
  })

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please sign in to continue.')
  })
})

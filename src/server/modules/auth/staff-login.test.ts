import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { totpCode } from '../../lib/totp'
import { bearer, createStaff, lastCodeFor, signInCustomer, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

const clock = fixedClock(new Date('2026-11-01T09:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

function login(role: 'admin' | 'cfo', payload: object, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: `/api/auth/${role}-login`, payload, remoteAddress: ip })
}

describe('admin and CFO sign-in', () => {
  it('signs an admin in with the right password, stored as argon2id', async () => {
    await createStaff(t, 'admin', 'boss@studio.test', 'a long admin password')
    const res = await login('admin', { email: 'boss@studio.test', password: 'a long admin password' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.role).toBe('admin')
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'boss@studio.test'))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    const wrong = await login('admin', { email: 'boss@studio.test', password: 'nope nope nope' })
    const unknown = await login('admin', { email: 'ghost@studio.test', password: 'nope nope nope' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Invalid admin credentials')
    expect(unknown.json().message).toBe(wrong.json().message)
  })

  it('does not let a CFO in through the admin door, nor an admin through the CFO door', async () => {
    await createStaff(t, 'cfo', 'money@studio.test', 'a long cfo password')
    expect(
      (await login('admin', { email: 'money@studio.test', password: 'a long cfo password' })).statusCode,
    ).toBe(401)
    expect(
      (await login('cfo', { email: 'boss@studio.test', password: 'a long admin password' })).statusCode,
    ).toBe(401)
    expect(
      (await login('cfo', { email: 'money@studio.test', password: 'a long cfo password' })).statusCode,
    ).toBe(200)
  })

  it.each([
    [{ email: 'bad', password: 'x' }, 'Valid email is required'],
    [{ email: 'boss@studio.test', password: '' }, 'Password is required'],
    [{ email: 'boss@studio.test' }, 'Password is required'],
  ])('validates %j', async (payload, message) => {
    const res = await login('admin', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('limits guesses per address and client, and never shuts the owner out for guesses from elsewhere', async () => {
    await createStaff(t, 'admin', 'target@studio.test', 'the real password')
    const attacker = nextIp()
    for (let i = 0; i < 5; i++)
      expect(
        (await login('admin', { email: 'target@studio.test', password: `guess ${i}` }, attacker)).statusCode,
      ).toBe(401)
    const blocked = await login(
      'admin',
      { email: 'target@studio.test', password: 'the real password' },
      attacker,
    )
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/)
    // The owner, from their own client, is not shut out by someone else's guesses.
    expect(
      (await login('admin', { email: 'target@studio.test', password: 'the real password' })).statusCode,
    ).toBe(200)
    // Guesses spread over many clients slow the account down; they do not lock its owner out.
    for (let i = 5; i < 40; i++)
      expect((await login('admin', { email: 'target@studio.test', password: `guess ${i}` })).statusCode).toBe(
        401,
      )
    expect(
      (await login('admin', { email: 'target@studio.test', password: 'the real password' })).statusCode,
    ).toBe(200)
    expect(
      (await login('admin', { email: 'target@studio.test', password: 'the real password' }, attacker))
        .statusCode,
    ).toBe(429)
  })

  it("is not locked by wrong customer sign-ins for the admin's address", async () => {
    await createStaff(t, 'admin', 'door@studio.test', 'the admin door password')
    const stranger = nextIp()
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'door@studio.test', password: `guess number ${i}` },
        remoteAddress: stranger,
      })
      expect([401, 429]).toContain(res.statusCode)
    }
    expect(
      (await login('admin', { email: 'door@studio.test', password: 'the admin door password' })).statusCode,
    ).toBe(200)
  })

  it('lets exactly five guesses through when 40 arrive at once from one client', async () => {
    await createStaff(t, 'admin', 'swarm@studio.test', 'the swarm admin password')
    const ip = nextIp()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login('admin', { email: 'swarm@studio.test', password: `parallel guess ${i}` }, ip),
      ),
    )
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(5)
    expect(codes.filter((c) => c === 429)).toHaveLength(35)
  })

  it('counts only failures: right passwords never use up the allowance', async () => {
    await createStaff(t, 'cfo', 'daily@studio.test', 'the daily cfo password')
    const office = nextIp()
    for (let i = 0; i < 8; i++)
      expect(
        (await login('cfo', { email: 'daily@studio.test', password: 'the daily cfo password' }, office))
          .statusCode,
      ).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await login('cfo', { email: 'daily@studio.test', password: 'typo' }, office)).statusCode).toBe(
        401,
      )
    expect(
      (await login('cfo', { email: 'daily@studio.test', password: 'the daily cfo password' }, office))
        .statusCode,
    ).toBe(200)
  })

  it('enrols an authenticator, then requires its code; recovery codes work once', async () => {
    await createStaff(t, 'admin', 'twofa@studio.test', 'two factor password')
    const token = await signInStaff(t, 'admin', 'twofa@studio.test', 'two factor password')
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/setup',
      headers: bearer(token),
      payload: { password: 'two factor password' },
    })
    expect(setup.statusCode).toBe(200)
    const { secret, otpauthUrl, qrSvg } = setup.json()
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(qrSvg).toContain('<svg')
    const badEnable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: bearer(token),
      payload: { code: '000000' },
    })
    expect(badEnable.statusCode).toBe(400)
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, clock.now()) },
    })
    expect(enable.statusCode).toBe(200)
    const { recoveryCodes } = enable.json()
    expect(recoveryCodes).toHaveLength(10)
    // The enrolment used up this step's code: the authenticator shows the next one half a minute later.
    clock.advance(30_000)

    const creds = { email: 'twofa@studio.test', password: 'two factor password' }
    const withoutCode = await login('admin', creds)
    expect(withoutCode.statusCode).toBe(401)
    expect(withoutCode.json()).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app.',
      fields: { totp: 'required' },
    })
    expect(
      (
        await login('admin', {
          ...creds,
          totp: '123456' === totpCode(secret, clock.now()) ? '654321' : '123456',
        })
      ).statusCode,
    ).toBe(401)
    expect((await login('admin', { ...creds, totp: totpCode(secret, clock.now()) })).statusCode).toBe(200)
    expect((await login('admin', { ...creds, totp: recoveryCodes[0] })).statusCode).toBe(200)
    expect((await login('admin', { ...creds, totp: recoveryCodes[0] })).statusCode).toBe(401)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    expect(me.json().user.totpEnabled).toBe(true)
    // Enrolling again is a conflict.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/totp/setup',
          headers: bearer(token),
          payload: { password: 'two factor password' },
        })
      ).statusCode,
    ).toBe(409)
  })

  it('expires staff sessions after 12 hours', async () => {
    const token = await signInStaff(t, 'cfo', 'money@studio.test', 'a long cfo password')
    clock.advance(12 * 3600_000 + 1000)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401)
  })
})

describe('customer registration and password sign-in', () => {
  const person = {
    email: 'Rita@Example.com',
    firstName: 'Rita',
    lastName: 'Moreno',
    phone: '+44 7700 900000',
    password: 'rita-sings-7',
  }

  function register(payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextIp() })
  }
  function passwordLogin(email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    })
  }
  function verify(email: string, otp: string, extra: object = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp, ...extra },
      remoteAddress: nextIp(),
    })
  }

  it('registers with a password, stores the address lower-case, and signs in with it once the code proves it', async () => {
    const res = await register(person)
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('token')
    const { registrationToken } = res.json()
    // Nothing is granted before the address is proven.
    expect((await passwordLogin('rita@example.com', 'rita-sings-7')).statusCode).toBe(401)
    const code = await lastCodeFor(t, 'rita@example.com')
    const proven = await verify('rita@example.com', code, { purpose: 'register', registrationToken })
    expect(proven.statusCode).toBe(200)
    expect(proven.json().user).toMatchObject({
      email: 'rita@example.com',
      firstName: 'Rita',
      role: 'customer',
    })
    const ok = await passwordLogin('rita@example.com', 'rita-sings-7')
    expect(ok.statusCode).toBe(200)
    const bad = await passwordLogin('rita@example.com', 'secret2')
    expect(bad.statusCode).toBe(401)
    expect(bad.json().message).toBe('Invalid email or password')
  })

  it('answers a registration for an address in use exactly as a new one, and changes and mails nothing', async () => {
    await t.flushMail()
    const before = t.smtp.to('rita@example.com').length
    const res = await register({
      ...person,
      email: 'rita@example.com',
      firstName: 'Mallory',
      password: 'taken1!',
    })
    const fresh = await register({ ...person, email: 'someone-new@example.com' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(fresh.json().message)
    await t.flushMail()
    expect(t.smtp.to('rita@example.com')).toHaveLength(before)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'rita@example.com'))
    expect(row!.firstName).toBe('Rita')
    expect((await passwordLogin('rita@example.com', 'taken1!')).statusCode).toBe(401)
  })

  it("never gives a stranger who registers someone else's address a session or a usable password", async () => {
    const victim = 'victim@example.com'
    const res = await register({ ...person, email: victim, password: 'attacker1' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).not.toHaveProperty('token')
    expect((await passwordLogin(victim, 'attacker1')).statusCode).toBe(401)
    // The registration code mailed to the victim does not work without the registering browser's token.
    const mailed = await lastCodeFor(t, victim)
    expect((await verify(victim, mailed, { purpose: 'register' })).statusCode).toBe(400)
    // The real owner signs in by code: their account, and the stranger's password never works.
    const token = await signInCustomer(t, victim)
    expect(token).toBeTruthy()
    expect((await passwordLogin(victim, 'attacker1')).statusCode).toBe(401)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, victim))
    expect(row!.passwordHash).toBeNull()
  })

  it('changes nothing of an unproven account a stranger registers with, until the code proves the address', async () => {
    // A customer an admin added for a bank transfer: never signed in, no password.
    const email = 'bank.transfer@example.com'
    await t.database.db
      .insert(users)
      .values({ email, role: 'customer', firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0000' })
    const original = { firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0000' }
    const stranger = await register({
      ...person,
      email,
      firstName: 'Mallory',
      lastName: 'Stranger',
      phone: '555-0100',
    })
    expect(stranger.statusCode).toBe(200)
    const [untouched] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(untouched).toMatchObject(original)
    // Without the registering browser's token the mailed code proves nothing of the stranger's profile.
    const token = await signInCustomer(t, email)
    expect(token).toBeTruthy()
    const [afterOwner] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(afterOwner).toMatchObject(original)
  })

  it('keeps the profile typed at registration once its code proves the address', async () => {
    const email = 'proven.later@example.com'
    await t.database.db.insert(users).values({ email, role: 'customer', firstName: 'Old', lastName: 'Name' })
    const res = await register({ ...person, email, firstName: 'New', lastName: 'Owner', phone: '555-0199' })
    const code = await lastCodeFor(t, email)
    const proven = await verify(email, code, {
      purpose: 'register',
      registrationToken: res.json().registrationToken,
    })
    expect(proven.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toMatchObject({ firstName: 'New', lastName: 'Owner', phone: '555-0199' })
  })

  it('ignores a role sent by the browser', async () => {
    const res = await register({ ...person, email: 'sneaky@example.com', role: 'admin' })
    expect(res.statusCode).toBe(200)
    const code = await lastCodeFor(t, 'sneaky@example.com')
    const proven = await verify('sneaky@example.com', code, {
      purpose: 'register',
      registrationToken: res.json().registrationToken,
    })
    expect(proven.json().user.role).toBe('customer')
  })

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'x' }, 'Valid email is required'],
  ])('validates %j', async (override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...person, email: 'v@example.com', ...override },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses one of the most common passwords, saying why', async () => {
    const res = await register({ ...person, email: 'common@example.com', password: 'iloveyou' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'This password is too common. Please choose one that is harder to guess.',
      fields: { password: 'This password is too common. Please choose one that is harder to guess.' },
    })
  })

  it('never lets a code-only account sign in by password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...person, email: 'nopass@example.com', password: undefined },
      remoteAddress: nextIp(),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nopass@example.com', password: 'anything' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(401)
  })
})

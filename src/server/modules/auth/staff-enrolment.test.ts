import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { fixedClock } from '../../lib/clock'
import { totpCode } from '../../lib/totp'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

const clock = fixedClock(new Date('2026-11-05T09:00:00Z'))
let t: TestApp
beforeAll(async () => {
  // The rule production always applies: staff without an authenticator may only enrol one.
  t = await createTestApp({ clock, config: { staffTotpRequired: true } })
})
afterAll(async () => {
  await t?.close()
})

const PASSWORD = 'a long staff password'

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
}

describe('staff sessions before the second factor', () => {
  it('answers admin-login with mustEnrollTotp, and that session reads and creates nothing', async () => {
    await createStaff(t, 'admin', 'fresh@studio.test', PASSWORD)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { email: 'fresh@studio.test', password: PASSWORD },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().mustEnrollTotp).toBe(true)
    const token = res.json().token as string

    const users = await call('GET', '/api/admin/users', token)
    expect(users.statusCode).toBe(403)
    expect(users.json()).toMatchObject({
      code: 'TOTP_ENROLMENT_REQUIRED',
      message:
        'Set up two-factor authentication first: until then this account can only enrol an authenticator app.',
    })
    const create = await call('POST', '/api/admin/users', token, {
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Person',
      password: 'another long password',
      confirmPassword: 'another long password',
      role: 'admin',
    })
    expect(create.statusCode).toBe(403)
    expect((await call('GET', '/api/admin/stats', token)).statusCode).toBe(403)

    const me = await call('GET', '/api/auth/me', token)
    expect(me.statusCode).toBe(200)
    expect(me.json().mustEnrollTotp).toBe(true)
    expect((await call('POST', '/api/auth/logout', token, {})).statusCode).toBe(200)
  })

  it('needs the password again to start enrolment', async () => {
    await createStaff(t, 'cfo', 'recheck@studio.test', PASSWORD)
    const token = await signInStaff(t, 'cfo', 'recheck@studio.test', PASSWORD)
    const missing = await call('POST', '/api/auth/totp/setup', token, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Enter your password to continue')
    const wrong = await call('POST', '/api/auth/totp/setup', token, { password: 'not the password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('That password is not right.')
    for (let i = 0; i < 4; i++) await call('POST', '/api/auth/totp/setup', token, { password: `guess ${i}` })
    const paused = await call('POST', '/api/auth/totp/setup', token, { password: PASSWORD })
    expect(paused.statusCode).toBe(429)
  })

  it('enrols, signs every other session out, mails the owner, and then opens the panel', async () => {
    await createStaff(t, 'admin', 'owner@studio.test', PASSWORD)
    const mine = await signInStaff(t, 'admin', 'owner@studio.test', PASSWORD)
    const other = await signInStaff(t, 'admin', 'owner@studio.test', PASSWORD)
    const setup = await call('POST', '/api/auth/totp/setup', mine, { password: PASSWORD })
    expect(setup.statusCode).toBe(200)
    const enable = await call('POST', '/api/auth/totp/enable', mine, {
      code: totpCode(setup.json().secret, clock.now()),
    })
    expect(enable.statusCode).toBe(200)

    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401)
    const me = await call('GET', '/api/auth/me', mine)
    expect(me.json().mustEnrollTotp).toBeUndefined()
    expect(me.json().user.totpEnabled).toBe(true)
    expect((await call('GET', '/api/admin/users', mine)).statusCode).toBe(200)

    await t.flushMail()
    const notice = t.smtp
      .to('owner@studio.test')
      .find((m) => m.subject.includes('Two-factor authentication is now on'))
    expect(notice?.text).toContain('every other signed-in session was signed out')
  })
})

describe('configuration', () => {
  it('refuses to relax the rule in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_UNSAFE_PRODUCTION: 'true',
        TEST_PAYMENTS: 'enabled',
        STAFF_TOTP: 'optional',
      }),
    ).toThrow(/STAFF_TOTP=optional is for development only/)
  })

  it('applies the rule in development unless relaxed', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).staffTotpRequired).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', STAFF_TOTP: 'optional' }).staffTotpRequired).toBe(false)
  })
})

// A staff member's own password: changed with the current one, reset by a mailed one-time link, and every other
// device signed out; each ends the other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

let n = 0
const staff = async () => {
  const email = `pw-${++n}-${Date.now()}@studio.test`
  await createStaff(t, 'admin', email)
  return email
}
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  })

describe('changing one’s password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const email = await staff()
    const here = await signInStaff(t, 'admin', email)
    const there = await signInStaff(t, 'admin', email)
    const wrong = await post('/api/auth/password', here, {
      currentPassword: 'not the password',
      newPassword: 'a brand new passphrase 42',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      message: 'Your current password or authenticator code is not right.',
      fields: { currentPassword: 'Your current password or authenticator code is not right.' },
    })
    expect((await me(there)).statusCode).toBe(200)

    const ok = await post('/api/auth/password', here, {
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase 42',
    })
    expect(ok.statusCode).toBe(200)
    expect((await me(here)).statusCode).toBe(200)
    expect((await me(there)).statusCode).toBe(401)
    await expect(signInStaff(t, 'admin', email)).rejects.toThrow(/401/)
    expect(await signInStaff(t, 'admin', email, 'a brand new passphrase 42')).toBeTruthy()
  })

  it('is refused to a customer, and to nobody signed in', async () => {
    expect(
      (await post('/api/auth/password', null, { currentPassword: 'x', newPassword: 'y'.repeat(12) }))
        .statusCode,
    ).toBe(401)
  })
})

describe('signing out of every other device', () => {
  it('ends every session of the account but this one', async () => {
    const email = await staff()
    const [a, b, c] = [
      await signInStaff(t, 'admin', email),
      await signInStaff(t, 'admin', email),
      await signInStaff(t, 'admin', email),
    ]
    expect((await post('/api/auth/sessions/sign-out-others', a)).statusCode).toBe(200)
    expect((await me(a)).statusCode).toBe(200)
    expect((await me(b)).statusCode).toBe(401)
    expect((await me(c)).statusCode).toBe(401)
  })
})

describe('resetting a lost password', () => {
  it('mails a one-time link that sets a new password and signs out everywhere; the answer tells nothing', async () => {
    const email = await staff()
    const before = await signInStaff(t, 'admin', email)
    const asked = await post('/api/auth/password-reset', null, { email })
    const unknown = await post('/api/auth/password-reset', null, { email: 'nobody-here@studio.test' })
    expect(asked.statusCode).toBe(200)
    expect(unknown.json().message).toBe(asked.json().message)
    await t.flushMail()
    expect(t.smtp.to('nobody-here@studio.test')).toHaveLength(0)
    const [mail] = t.smtp.to(email).filter((m) => m.subject === 'Reset your SiteCraft password')
    const token = /#token=([\w-]+)/.exec(mail!.text)![1]!
    const set = await post('/api/auth/setup-password', null, { token, password: 'found my way back 77' })
    expect(set.statusCode).toBe(200)
    expect((await me(before)).statusCode).toBe(401)
    expect(await signInStaff(t, 'admin', email, 'found my way back 77')).toBeTruthy()
    // Once only.
    expect(
      (await post('/api/auth/setup-password', null, { token, password: 'and once more 88' })).statusCode,
    ).toBe(400)
  })

  it('sends no link to a customer account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'client-reset@example.com', purpose: 'login' },
      remoteAddress: nextIp(),
    })
    await post('/api/auth/password-reset', null, { email: 'client-reset@example.com' })
    await t.flushMail()
    expect(t.smtp.to('client-reset@example.com').filter((m) => m.subject.includes('Reset'))).toHaveLength(0)
  })
})

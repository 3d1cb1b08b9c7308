import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { createSecretBox, isSealed } from '../../lib/secret-box'
import { generateTotpSecret, totpCode } from '../../lib/totp'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

const clock = fixedClock(new Date('2026-11-02T09:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

const STEP_MS = 30_000

function login(email: string, totp: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { email, password: 'a long admin password', totp },
    remoteAddress: nextIp(),
  })
}

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
  return row!
}

/** An admin with an enrolled authenticator; returns its secret as the app showed it. */
async function enrolledAdmin(email: string): Promise<string> {
  await createStaff(t, 'admin', email, 'a long admin password')
  const token = await signInStaff(t, 'admin', email, 'a long admin password')
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/totp/setup',
    headers: bearer(token),
    payload: { password: 'a long admin password' },
  })
  const { secret } = setup.json() as { secret: string }
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/auth/totp/enable',
    headers: bearer(token),
    payload: { code: totpCode(secret, clock.now()) },
  })
  expect(enable.statusCode).toBe(200)
  clock.advance(STEP_MS)
  return secret
}

describe('authenticator codes', () => {
  it('accepts a code once: the same code again within its window is refused', async () => {
    const secret = await enrolledAdmin('replay@studio.test')
    const code = totpCode(secret, clock.now())
    expect((await login('replay@studio.test', code)).statusCode).toBe(200)
    const again = await login('replay@studio.test', code)
    expect(again.statusCode).toBe(401)
    expect(again.json().fields).toEqual({ totp: 'invalid' })
    // Ten seconds on, the code is still inside its step, and still refused.
    clock.advance(10_000)
    expect((await login('replay@studio.test', code)).statusCode).toBe(401)
  })

  it('refuses the previous step once a later one was used, and accepts the next', async () => {
    const secret = await enrolledAdmin('steps@studio.test')
    expect((await login('steps@studio.test', totpCode(secret, clock.now()))).statusCode).toBe(200)
    expect((await login('steps@studio.test', totpCode(secret, clock.now(), -1))).statusCode).toBe(401)
    expect((await login('steps@studio.test', totpCode(secret, clock.now(), 1))).statusCode).toBe(200)
  })

  it('lets one of several sign-ins bringing the same code at once through', async () => {
    const secret = await enrolledAdmin('race@studio.test')
    const code = totpCode(secret, clock.now())
    const answers = await Promise.all(Array.from({ length: 8 }, () => login('race@studio.test', code)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401])
  })

  it('stores the secret sealed with the configured key, never as issued', async () => {
    const secret = await enrolledAdmin('sealed@studio.test')
    const row = await userRow('sealed@studio.test')
    expect(row.totpSecret).not.toContain(secret)
    expect(row.totpSecret).not.toMatch(/^[A-Z2-7]+=*$/)
    expect(isSealed(row.totpSecret!)).toBe(true)
    const box = createSecretBox(t.config.secretsKey)
    expect(box.decrypt(row.totpSecret!, `totp:user:${row.id}`)).toBe(secret)
    // Bound to its account: the same value copied onto another account does not open.
    expect(() => box.decrypt(row.totpSecret!, `totp:user:${row.id + 1}`)).toThrow()
  })

  it('still accepts a secret stored in clear before sealing, and seals it on first use', async () => {
    const secret = await enrolledAdmin('legacy@studio.test')
    await t.database.db.update(users).set({ totpSecret: secret }).where(eq(users.email, 'legacy@studio.test'))
    expect((await login('legacy@studio.test', totpCode(secret, clock.now()))).statusCode).toBe(200)
    const row = await userRow('legacy@studio.test')
    expect(isSealed(row.totpSecret!)).toBe(true)
    clock.advance(STEP_MS)
    expect((await login('legacy@studio.test', totpCode(secret, clock.now()))).statusCode).toBe(200)
  })

  it('refuses a code of another secret', async () => {
    await enrolledAdmin('other@studio.test')
    expect((await login('other@studio.test', totpCode(generateTotpSecret(), clock.now()))).statusCode).toBe(
      401,
    )
  })
})

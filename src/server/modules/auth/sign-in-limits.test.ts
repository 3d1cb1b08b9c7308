// Strangers guessing at a staff account from many networks must not lock its owner out. Run on both counter
// stores: the database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, by default the
// local one; skipped when none answers, except under CI).
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../lib/clock'
import { totpCode } from '../../lib/totp'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { testEnv } from '../../test/config'
import { redisAnswers } from '../../test/redis'
import { createTestApp, type TestApp } from '../../test/test-app'
import { ACCOUNT_SLOW_AFTER, ACCOUNT_SLOW_MS } from './password-login.service'

const hasRedis = await redisAnswers()

const PASSWORD = 'the chief financial password'
const ALERT_SUBJECT = 'Failed sign-in attempts on your SiteCraft account'

/** An address no earlier run used (Redis keeps its counters between runs for their window). */
const freshIp = () => `10.${128 + (randomBytes(1)[0]! % 128)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const freshEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@studio.test`

describe.each([
  { store: 'the database', redisUrl: undefined, skip: false },
  // Without a Redis server the Redis half is skipped (npm test counts it), except under REQUIRE_ALL_SUITES (CI).
  { store: 'Redis', redisUrl: testEnv.redisUrl, skip: !hasRedis && !testEnv.requireAllSuites },
])('sign-in limits with counters in $store', ({ redisUrl, skip }) => {
  const clock = fixedClock(new Date('2026-11-03T09:00:00Z'))
  let t: TestApp
  beforeAll(async () => {
    if (!skip) t = await createTestApp({ clock, config: { redisUrl } })
  })
  afterAll(async () => {
    await t?.close()
  })

  const login = (email: string, body: { password: string; totp?: string }, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/cfo-login',
      payload: { email, ...body },
      remoteAddress: ip,
    })

  /** A CFO with an enrolled authenticator; answers its secret. */
  async function enrolledCfo(email: string): Promise<string> {
    await createStaff(t, 'cfo', email, PASSWORD)
    const headers = bearer(await signInStaff(t, 'cfo', email, PASSWORD))
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/setup',
      headers,
      payload: { password: PASSWORD },
    })
    const { secret } = setup.json() as { secret: string }
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers,
      payload: { code: totpCode(secret, clock.now()) },
    })
    expect(enable.statusCode).toBe(200)
    // The enrolment used this step's code.
    clock.advance(30_000)
    return secret
  }

  /** Five wrong passwords from each of `n` new addresses; answers the addresses. */
  async function strangersGuess(email: string, n: number): Promise<string[]> {
    const ips = Array.from({ length: n }, freshIp)
    for (const ip of ips)
      for (let i = 0; i < 5; i++)
        expect((await login(email, { password: `guess ${i} from ${ip}` }, ip)).statusCode).toBe(401)
    return ips
  }

  it.skipIf(skip)(
    'signs the CFO in from a new address with password and code after strangers failed from many, and keeps refusing the strangers',
    async () => {
      const email = freshEmail('cfo')
      const secret = await enrolledCfo(email)
      for (let wave = 0; wave < 2; wave++) {
        // 40 failures a wave: far past any ceiling an account could have for itself.
        const strangers = await strangersGuess(email, 8)
        for (const ip of strangers) {
          const refused = await login(email, { password: PASSWORD }, ip)
          expect(refused.statusCode).toBe(429)
          expect(refused.json().message).toBe('Too many sign-in attempts. Please try again in 15 minutes.')
        }

        const before = clock.now().getTime()
        const res = await login(email, { password: PASSWORD, totp: totpCode(secret, clock.now()) }, freshIp())
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json()).toMatchObject({ token: expect.any(String), user: { email, role: 'cfo' } })
        // Slowed down, not refused: the account's attempts wait while it is being guessed at.
        expect(clock.now().getTime() - before).toBe(ACCOUNT_SLOW_MS)
        clock.advance(30_000)
      }
      // The owner hears of it once in the window, not once a guess.
      await t.flushMail()
      const alerts = t.smtp.to(email).filter((m) => m.subject === ALERT_SUBJECT)
      expect(alerts).toHaveLength(1)
      expect(alerts[0]!.text).toContain(`There have been ${ACCOUNT_SLOW_AFTER} failed sign-in attempts`)
      expect(alerts[0]!.text).not.toContain(PASSWORD)
    },
  )

  it.skipIf(skip)('does not slow an account down, nor mail its owner, for a few typos', async () => {
    const email = freshEmail('typist')
    await createStaff(t, 'cfo', email, PASSWORD)
    const office = freshIp()
    for (let i = 0; i < 4; i++)
      expect((await login(email, { password: 'typo' }, office)).statusCode).toBe(401)
    const before = clock.now().getTime()
    expect((await login(email, { password: PASSWORD }, office)).statusCode).toBe(200)
    expect(clock.now().getTime()).toBe(before)
    await t.flushMail()
    expect(t.smtp.to(email).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(0)
  })
})

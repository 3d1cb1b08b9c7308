import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../lib/clock'
import { CONTACT_RATE } from '../modules/contact/contact.routes'
import { testEnv } from '../test/config'
import { redisAnswers } from '../test/redis'
import { createTestApp, createTestDatabase, nextIp, type TestApp } from '../test/test-app'
import { databaseCounterStore, RateLimiter, redisCounterStore } from './rate-limit'

const REDIS_URL = testEnv.redisUrl

const hasRedis = await redisAnswers()

const rule = { name: `test-${Date.now()}`, max: 3, windowMs: 60_000 }

describe('a flood that is already refused', () => {
  it('is answered from memory, without another write to the shared counters', async () => {
    const db = await createTestDatabase()
    const store = databaseCounterStore(db.db)
    let writes = 0
    const counting = {
      ...store,
      hit: (...args: Parameters<typeof store.hit>) => (writes++, store.hit(...args)),
    }
    const now = new Date('2026-01-01T00:00:00Z')
    const limiter = new RateLimiter(counting, { now: () => now })
    for (let i = 0; i < 4; i++) await limiter.hit('flood', rule)
    expect(writes).toBe(4)
    for (let i = 0; i < 50; i++) expect((await limiter.hit('flood', rule)).allowed).toBe(false)
    expect(writes).toBe(4)
    await db.close()
  })
})

describe('rate limits hold across instances', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    const database = await createTestDatabase()
    a = await createTestApp({ database })
    b = await createTestApp({ database })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await a?.database.close()
  })

  it('counts one address across two app instances on one database', async () => {
    const ip = nextIp()
    const body = { name: 'Ann', email: 'ann@example.com', details: 'A site please' }
    const hit = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip })
    const codes: number[] = []
    for (let i = 0; i <= CONTACT_RATE.max; i++) codes.push((await hit(i % 2 ? a : b)).statusCode)
    expect(codes.slice(0, CONTACT_RATE.max)).toEqual(Array(CONTACT_RATE.max).fill(200))
    expect(codes[CONTACT_RATE.max]).toBe(429)
  })

  it('the database store resets when the window ends', async () => {
    const db = await createTestDatabase()
    let now = new Date('2026-01-01T00:00:00Z')
    const limiter = new RateLimiter(databaseCounterStore(db.db), { now: () => now })
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', rule)).allowed).toBe(true)
    expect((await limiter.hit('k', rule)).allowed).toBe(false)
    now = new Date(now.getTime() + 60_001)
    expect((await limiter.hit('k', rule)).allowed).toBe(true)
    await db.close()
  })
})

// Without a Redis server this is skipped (and counted so by npm test), except under REQUIRE_ALL_SUITES (CI), where
// it runs and fails.
describe.skipIf(!hasRedis && !testEnv.requireAllSuites)('Redis counters (REDIS_URL)', () => {
  it('two limiters sharing Redis count together and report the wait', async () => {
    const one = new RateLimiter(redisCounterStore(REDIS_URL), systemClock)
    const two = new RateLimiter(redisCounterStore(REDIS_URL), systemClock)
    const key = `addr-${Date.now()}`
    expect((await one.hit(key, rule)).allowed).toBe(true)
    expect((await two.hit(key, rule)).allowed).toBe(true)
    expect((await one.hit(key, rule)).allowed).toBe(true)
    const fourth = await two.hit(key, rule)
    expect(fourth.allowed).toBe(false)
    expect(fourth.retryAfterSec).toBeGreaterThan(50)
    expect(fourth.retryAfterSec).toBeLessThanOrEqual(60)
    await one.close()
    await two.close()
  })
})

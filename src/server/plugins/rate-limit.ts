import type { FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Clock } from '../lib/clock'
import { AppError } from '../lib/app-error'
import { Redis } from 'ioredis'

export interface RateRule {
  /** Name of the limit, part of the counter key. */
  name: string
  max: number
  windowMs: number
  message?: string
}

/** Where counters live: the database by default, Redis when REDIS_URL is set. Both hold across instances. */
export interface CounterStore {
  /** Adds one to `key` in its window and returns the count and when the window ends (ms since epoch). */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; windowEndsAt: number }>
  /** Takes one back (an attempt that turned out to count for nothing, e.g. a right password). */
  release(key: string, now: Date): Promise<void>
  close?(): Promise<void>
}

/** Fixed-window counters in the database: one upsert per check; the window resets when it has ended. */
export function databaseCounterStore(db: Database): CounterStore {
  return {
    async hit(key, windowMs, now) {
      const windowEnd = new Date(now.getTime() + windowMs)
      // Every limited request runs this: written in SQL, it costs little to build.
      const result = await db.execute(sql`
        insert into rate_limits (key, count, window_ends_at) values (${key}, 1, ${windowEnd})
        on conflict (key) do update set
          count = case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= ${now} then ${windowEnd} else rate_limits.window_ends_at end
        returning count, window_ends_at`)
      const [row] = (result as unknown as { rows: Array<{ count: number; window_ends_at: string | Date }> })
        .rows
      return { count: Number(row!.count), windowEndsAt: new Date(row!.window_ends_at).getTime() }
    },
    async release(key, now) {
      await db.execute(sql`
        update rate_limits set count = count - 1
        where key = ${key} and count > 0 and window_ends_at > ${now}`)
    },
  }
}

/** Fixed-window counters in Redis: INCR, with the window's expiry set by the first hit. */
export function redisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  redis.on('error', () => {
    /* reported by the failing command */
  })
  return {
    async hit(key, windowMs, now) {
      const k = `rl:${key}`
      const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()
      const count = Number(res?.[0]?.[1] ?? 1)
      const ttl = Number(res?.[2]?.[1] ?? windowMs)
      return { count, windowEndsAt: now.getTime() + (ttl > 0 ? ttl : windowMs) }
    },
    async release(key) {
      // Only while the window lives: a counter that expired is not brought back at -1.
      await redis.eval(
        "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        `rl:${key}`,
      )
    },
    async close() {
      redis.disconnect()
    },
  }
}

/** Keys remembered as over their limit, per process; beyond this many the expired (then the oldest) go. */
const MAX_BLOCKED_KEYS = 10_000

/**
 * Limits in two tiers. The shared counters (database or Redis) hold across instances; a key found over its
 * limit is also remembered in this process until its window ends, so a flood that is already refused costs no
 * further write and does not slow everyone else's requests.
 */
export class RateLimiter {
  private readonly blocked = new Map<string, number>()

  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit; `counted` is false when it was refused from memory without touching the counters. */
  async hit(
    key: string,
    rule: RateRule,
  ): Promise<{ allowed: boolean; retryAfterSec: number; counted: boolean }> {
    const now = this.clock.now().getTime()
    const full = `${rule.name}:${key}`
    const until = this.blocked.get(full)
    if (until !== undefined) {
      if (until > now) return { allowed: false, retryAfterSec: secondsUntil(until, now), counted: false }
      this.blocked.delete(full)
    }
    const { count, windowEndsAt } = await this.store.hit(full, rule.windowMs, new Date(now))
    const allowed = count <= rule.max
    if (!allowed) this.remember(full, windowEndsAt, now)
    return { allowed, retryAfterSec: secondsUntil(windowEndsAt, now), counted: true }
  }

  private remember(full: string, until: number, now: number) {
    if (this.blocked.size >= MAX_BLOCKED_KEYS) {
      for (const [k, end] of this.blocked) if (end <= now) this.blocked.delete(k)
      if (this.blocked.size >= MAX_BLOCKED_KEYS) this.blocked.delete(this.blocked.keys().next().value!)
    }
    this.blocked.set(full, until)
  }

  async close() {
    await this.store.close?.()
  }

  /**
   * Counts one hit of `key` in `rule`'s window and answers the count, never refusing: a counter to slow down or
   * alert on, not a limit. `release` takes the hit back (an attempt that must not count, such as a right
   * password).
   */
  async count(key: string, rule: Omit<RateRule, 'max' | 'message'>) {
    const full = `${rule.name}:${key}`
    const { count } = await this.store.hit(full, rule.windowMs, this.clock.now())
    return { count, release: () => this.store.release(full, this.clock.now()) }
  }

  /** Takes back one hit of `rule` for `key`. */
  async release(key: string, rule: RateRule): Promise<void> {
    await this.store.release(`${rule.name}:${key}`, this.clock.now())
  }

  /**
   * Claims one attempt against every rule before the attempt is checked, so attempts arriving together are
   * counted exactly (the claim is one atomic write). The returned function gives the claims back: call it when
   * the attempt succeeded and must not count as a failure.
   */
  async claim(claims: Array<{ key: string; rule: RateRule }>): Promise<() => Promise<void>> {
    const taken: Array<{ key: string; rule: RateRule }> = []
    const giveBack = async () => {
      for (const c of taken) await this.release(c.key, c.rule)
    }
    for (const c of claims) {
      const result = await this.hit(c.key, c.rule)
      // A refused claim that reached the counters still counted one: it is taken back with the others, so a
      // refused attempt costs nothing.
      if (result.counted) taken.push(c)
      if (!result.allowed) {
        await giveBack()
        throw tooMany(c.rule, result.retryAfterSec)
      }
    }
    return giveBack
  }

  /** Throws a 429 with a readable message when `key` has used up `rule`. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const { allowed, retryAfterSec } = await this.hit(key, rule)
    if (!allowed) throw tooMany(rule, retryAfterSec)
  }

  /** A preHandler that limits by client address. */
  perIp(rule: RateRule) {
    return async (request: FastifyRequest) => this.consume(request.ip, rule)
  }

  /** A preHandler that limits by signed-in account (by client address for a visitor). */
  perUser(rule: RateRule) {
    return async (request: FastifyRequest) =>
      this.consume(request.user ? `user:${request.user.id}` : request.ip, rule)
  }
}

function secondsUntil(end: number, now: number) {
  return Math.max(1, Math.ceil((end - now) / 1000))
}

function tooMany(rule: RateRule, retryAfterSec: number) {
  const minutes = Math.ceil(retryAfterSec / 60)
  return new AppError(
    'RATE_LIMITED',
    rule.message ?? `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(retryAfterSec) } },
  )
}

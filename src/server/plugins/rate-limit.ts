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
      const result = await db.execute<{ count: number; window_ends_at: string | Date }>(sql`
        insert into rate_limits (key, count, window_ends_at) values (${key}, 1, ${windowEnd})
        on conflict (key) do update set
          count = case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= ${now} then ${windowEnd} else rate_limits.window_ends_at end
        returning count, window_ends_at`)
      const row = (result as unknown as { rows: Array<{ count: number; window_ends_at: string | Date }> })
        .rows[0]!
      return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at).getTime() }
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

export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSec: number }> {
    const now = this.clock.now()
    const { count, windowEndsAt } = await this.store.hit(`${rule.name}:${key}`, rule.windowMs, now)
    return {
      allowed: count <= rule.max,
      retryAfterSec: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
    }
  }

  async close() {
    await this.store.close?.()
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
      try {
        await this.consume(c.key, c.rule)
      } catch (err) {
        // A refused claim still counted one: take it back with the others, so a refused attempt costs nothing.
        taken.push(c)
        await giveBack()
        throw err
      }
      taken.push(c)
    }
    return giveBack
  }

  /** Throws a 429 with a readable message when `key` has used up `rule`. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const { allowed, retryAfterSec } = await this.hit(key, rule)
    if (!allowed) {
      const minutes = Math.ceil(retryAfterSec / 60)
      throw new AppError(
        'RATE_LIMITED',
        rule.message ??
          `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { headers: { 'retry-after': String(retryAfterSec) } },
      )
    }
  }

  /** A preHandler that limits by client address. */
  perIp(rule: RateRule) {
    return async (request: FastifyRequest) => this.consume(request.ip, rule)
  }
}

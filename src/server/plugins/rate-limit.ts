import type { FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Clock } from '../lib/clock'
import { AppError } from '../lib/app-error'

export interface RateRule {
  /** Name of the limit, part of the counter key. */
  name: string
  max: number
  windowMs: number
  message?: string
}

/**
 * Fixed-window counters in the database, so a limit holds across every instance (DESIGN.md §4).
 * One upsert per check: the window resets when it has ended.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSec: number }> {
    const now = this.clock.now()
    const windowEnd = new Date(now.getTime() + rule.windowMs)
    const rows = await this.db.execute<{ count: number; window_ends_at: string | Date }>(sql`
      insert into rate_limits (key, count, window_ends_at) values (${`${rule.name}:${key}`}, 1, ${windowEnd})
      on conflict (key) do update set
        count = case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end,
        window_ends_at = case when rate_limits.window_ends_at <= ${now} then ${windowEnd} else rate_limits.window_ends_at end
      returning count, window_ends_at`)
    const row = (rows as unknown as { rows: Array<{ count: number; window_ends_at: string | Date }> })
      .rows[0]!
    const endsAt = new Date(row.window_ends_at).getTime()
    return {
      allowed: row.count <= rule.max,
      retryAfterSec: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    }
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

import { and, inArray, isNotNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jobs } from '../db/schema/jobs'
import { mailboxMessages } from '../db/schema/dev-mailbox'
import { rateLimits } from '../db/schema/rate-limits'
import { otpCodes, sessions } from '../db/schema/auth'
import type { Clock } from '../lib/clock'
import type { JobHandler } from './runner'

export const PRUNE_JOB = 'prune'
export const PRUNE_EVERY_MS = 3600_000
const DAY = 24 * 3600_000

/**
 * Deletes what no longer matters: sign-in codes and sessions that expired (or were revoked) a day ago,
 * rate-limit windows that have ended, and finished jobs and development-mailbox messages older than the
 * retention period. The one place that deletes expired rows across tables.
 */
export async function pruneExpired(db: Database, now: Date, retentionDays: number) {
  const graceEnd = new Date(now.getTime() - DAY)
  const retentionEnd = new Date(now.getTime() - retentionDays * DAY)
  const count = async (q: Promise<unknown[]>) => (await q).length
  return {
    otpCodes: await count(
      db.delete(otpCodes).where(lt(otpCodes.expiresAt, graceEnd)).returning({ id: otpCodes.id }),
    ),
    sessions: await count(
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, graceEnd),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, graceEnd)),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    rateLimits: await count(
      db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now)).returning({ key: rateLimits.key }),
    ),
    jobs: await count(
      db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'dead']), lt(jobs.finishedAt, retentionEnd)))
        .returning({ id: jobs.id }),
    ),
    mailbox: await count(
      db
        .delete(mailboxMessages)
        .where(lt(mailboxMessages.createdAt, retentionEnd))
        .returning({ id: mailboxMessages.id }),
    ),
  }
}

export function pruneJobHandler(opts: { db: Database; clock: Clock; retentionDays: number }): JobHandler {
  return {
    kind: PRUNE_JOB,
    async run() {
      await pruneExpired(opts.db, opts.clock.now(), opts.retentionDays)
    },
  }
}

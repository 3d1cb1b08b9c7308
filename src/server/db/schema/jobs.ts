import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, tstz } from './columns'

export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const
export const jobStatus = pgEnum('job_status', JOB_STATUSES)

/**
 * Durable background work (mail is one kind): written in the caller's transaction, run after commit by any
 * instance under a lease, retried with backoff, and left `dead` after its last attempt for an admin to see.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending → running → done; back to pending to retry; dead after the last attempt. */
    status: jobStatus().notNull().default('pending'),
    /** Higher runs first (sign-in codes before other mail). */
    priority: integer().notNull().default(0),
    /** Counted when a runner claims the job, so a job that crashes its process still runs out of attempts. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    runAt: tstz('run_at').notNull().defaultNow(),
    /** The lease: another runner may take a running job over once this has passed. */
    lockedUntil: tstz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('jobs_claim_idx')
      .on(t.priority.desc(), t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_dead_idx')
      .on(t.finishedAt.desc())
      .where(sql`${t.status} = 'dead'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'done'`),
  ],
)

/** Recurring jobs: one row per schedule, so several instances enqueue a scheduled job once per period. */
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  kind: text().notNull(),
  everyMs: integer('every_ms').notNull(),
  nextRunAt: tstz('next_run_at').notNull(),
  lastRunAt: tstz('last_run_at'),
})

/** Incoming events (e.g. payment webhooks) by source and id: each is handled once. */
export const processedEvents = pgTable(
  'processed_events',
  {
    id: id(),
    source: text().notNull(),
    eventId: text('event_id').notNull(),
    processedAt: tstz('processed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processed_events_source_event_key').on(t.source, t.eventId)],
)

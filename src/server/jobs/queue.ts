import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { placeholders, preparedByShape } from '../db/prepared'
import { jobs, processedEvents } from '../db/schema/jobs'
import { noteJobEnqueued, transactionNow } from '../db/transaction'

export type JobRow = typeof jobs.$inferSelect

export const DEFAULT_MAX_ATTEMPTS = 6

export interface NewJob {
  kind: string
  payload: Record<string, unknown>
  /** Higher runs first; 0 by default. */
  priority?: number
  /** Not before this time (now by default). */
  runAt?: Date
  maxAttempts?: number
}

/**
 * Queues a job in the caller's transaction: it runs only if the transaction commits. Inside `withTransaction`
 * the runner is woken once the transaction has committed.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<number> {
  const runAt = job.runAt ?? transactionNow(tx)
  const values = {
    kind: job.kind,
    payload: job.payload,
    priority: job.priority ?? 0,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(runAt ? { runAt } : {}),
  }
  const [row] = await jobInsert(tx, values).execute(values)
  noteJobEnqueued(tx)
  return row!.id
}

/** Most transactions that change something queue a job: built once per connection and shape (db/prepared.ts). */
const jobInsert = preparedByShape((db, names) =>
  db
    .insert(jobs)
    .values(placeholders(names) as unknown as typeof jobs.$inferInsert)
    .returning({ id: jobs.id })
    .prepare(''),
)

/** Backoff between attempts: 30 s, 1 min, 2 min, 4 min, 8 min… */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1)
}

/** Jobs that used up their attempts, newest first: what an admin looks at and retries by hand. */
export function listDeadJobs(db: Executor, limit = 50) {
  return db.select().from(jobs).where(eq(jobs.status, 'dead')).orderBy(desc(jobs.finishedAt)).limit(limit)
}

/**
 * Records an incoming event (a webhook) as handled, in the caller's transaction. Returns false when it was
 * already recorded: the caller then does nothing, so an event delivered twice is handled once.
 */
export async function markEventProcessed(tx: Executor, source: string, eventId: string): Promise<boolean> {
  const rows = await tx
    .insert(processedEvents)
    .values({ source, eventId })
    .onConflictDoNothing({ target: [processedEvents.source, processedEvents.eventId] })
    .returning({ id: processedEvents.id })
  return rows.length > 0
}

/** Jobs waiting to run (now or at a later retry), by kind: the queue's depth as the metrics report it. */
export async function countPendingJobs(db: Executor): Promise<Array<{ kind: string; count: number }>> {
  return db
    .select({ kind: jobs.kind, count: count() })
    .from(jobs)
    .where(eq(jobs.status, 'pending'))
    .groupBy(jobs.kind)
}

export async function findJob(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id)))
  return row
}

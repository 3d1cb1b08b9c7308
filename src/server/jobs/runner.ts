import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { jobs, jobSchedules } from '../db/schema/jobs'
import type { Clock } from '../lib/clock'
import { enqueueJob, type JobRow, retryDelayMs } from './queue'

/** Priority of work a person is waiting for (sign-in codes); one runner slot is kept free for it. */
export const URGENT_PRIORITY = 10

export interface JobInfo {
  id: number
  attempt: number
  /** Aborted when the job times out or its lease was lost to another runner. */
  signal: AbortSignal
}

export interface JobHandler {
  kind: string
  /** Throws to fail the attempt. May return a payload that replaces the stored one (e.g. without a mail body). */
  run(payload: Record<string, unknown>, job: JobInfo): Promise<void | { payload: Record<string, unknown> }>
  /** An attempt running longer fails (default 5 minutes). */
  timeoutMs?: number
}

export interface Schedule {
  /** Unique across the app; the row that makes several instances run it once per period. */
  name: string
  kind: string
  everyMs: number
}

export interface JobRunner {
  register(handler: JobHandler): void
  schedule(schedule: Schedule): void
  /** Queues the scheduled jobs whose period has come (once across all instances); returns how many. */
  runSchedules(): Promise<number>
  /** Runs everything due now and resolves when done, with how many jobs succeeded. Tests call it. */
  flush(): Promise<number>
  /** Starts a pass now without waiting for it (after a commit that queued a job); a failure is logged. */
  kick(): void
  start(): void
  stop(): Promise<void>
}

export interface JobRunnerOptions {
  db: Database
  clock: Clock
  log: FastifyBaseLogger
  pollMs: number
  /** Jobs run at once by this process. */
  concurrency: number
  /** How long a claim holds; renewed every third of it while the handler runs. */
  leaseMs: number
  /**
   * Whether this process is answering requests right now. While it is, work that is not urgent waits (at most
   * `MAX_YIELD_MS`), so a burst of customers is not slowed by receipts being written beside it.
   */
  busy?: () => boolean
  /** Told of each attempt's end as it is recorded: succeeded, failed to be retried, or failed for good. */
  onAttempt?: (kind: string, outcome: 'completed' | 'retry' | 'dead') => void
}

/** The longest non-urgent work waits for requests to finish before it runs anyway. */
export const MAX_YIELD_MS = 1000

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, clock, log } = opts
  const handlers = new Map<string, JobHandler>()
  const schedules = new Map<string, Schedule>()
  const runnerId = randomUUID()
  let schedulesSaved = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopping = false

  async function sweepExpired(now: Date) {
    // A lease that ran out on the last attempt: the job is not tried again.
    const dead = await db
      .update(jobs)
      .set({
        status: 'dead',
        lockedUntil: null,
        finishedAt: now,
        lastError: sql`coalesce(${jobs.lastError}, 'lease expired')`,
      })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
      .returning({ kind: jobs.kind })
    for (const { kind } of dead) opts.onAttempt?.(kind, 'dead')
  }

  async function claim(limit: number, urgentOnly: boolean): Promise<JobRow[]> {
    const kinds = [...handlers.keys()]
    if (kinds.length === 0 || limit <= 0) return []
    const now = clock.now()
    // Due: run_at before the end of the clock's current millisecond. A job queued outside a transaction takes
    // the database's time, in microseconds, which the clock (in milliseconds) would otherwise read as later than
    // now for the rest of the millisecond it was queued in, leaving it to the next poll.
    const dueBy = new Date(now.getTime() + 1)
    // One statement claims a batch; SKIP LOCKED lets several runners share the table without running a job
    // twice, and a crashed runner's lease simply runs out.
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.status, 'pending'), lt(jobs.runAt, dueBy)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
          ),
          urgentOnly ? gte(jobs.priority, URGENT_PRIORITY) : undefined,
        ),
      )
      .orderBy(sql`${jobs.priority} desc`, jobs.runAt, jobs.id)
      .limit(limit)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + opts.leaseMs),
        lockedBy: runnerId,
        startedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning()
    return rows.sort((a, b) => b.priority - a.priority || +a.runAt - +b.runAt || a.id - b.id)
  }

  /** Runs one claimed job; true when it succeeded. */
  async function execute(job: JobRow): Promise<boolean> {
    const handler = handlers.get(job.kind)!
    const controller = new AbortController()
    const mine = and(
      eq(jobs.id, job.id),
      eq(jobs.lockedBy, runnerId),
      eq(jobs.status, 'running'),
      eq(jobs.attempts, job.attempts),
    )
    // Keep the lease while the handler runs, so a slow send is never taken over and sent twice.
    const renew = setInterval(
      () => {
        db.update(jobs)
          .set({ lockedUntil: new Date(clock.now().getTime() + opts.leaseMs) })
          .where(mine)
          .returning({ id: jobs.id })
          .then((rows) => {
            if (rows.length === 0) controller.abort(new Error('lease lost'))
          })
          .catch((err) => log.warn({ err, jobId: job.id }, 'job lease renewal failed'))
      },
      Math.max(10, Math.floor(opts.leaseMs / 3)),
    )
    const timeoutMs = handler.timeoutMs ?? 5 * 60_000
    let timeout: NodeJS.Timeout | undefined
    try {
      const result = await Promise.race([
        handler.run(job.payload, { id: job.id, attempt: job.attempts, signal: controller.signal }),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => {
            const err = new Error(`timed out after ${timeoutMs} ms`)
            controller.abort(err)
            reject(err)
          }, timeoutMs)
        }),
      ])
      clearInterval(renew)
      const updated = await db
        .update(jobs)
        .set({
          status: 'done',
          finishedAt: clock.now(),
          lockedUntil: null,
          lastError: null,
          ...(result ? { payload: result.payload } : {}),
        })
        .where(mine)
        .returning({ id: jobs.id })
      if (updated.length === 0)
        log.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was taken over')
      else opts.onAttempt?.(job.kind, 'completed')
      return updated.length > 0
    } catch (err) {
      clearInterval(renew)
      const dead = job.attempts >= job.maxAttempts
      const message = String((err as Error)?.message ?? err).slice(0, 500)
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
        dead ? 'job failed for good' : 'job failed, will retry',
      )
      const now = clock.now()
      await db
        .update(jobs)
        .set({
          status: dead ? 'dead' : 'pending',
          lockedUntil: null,
          lastError: message,
          runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          ...(dead ? { finishedAt: now } : {}),
        })
        .where(mine)
      opts.onAttempt?.(job.kind, dead ? 'dead' : 'retry')
      return false
    } finally {
      clearInterval(renew)
      clearTimeout(timeout)
    }
  }

  async function runOnce(): Promise<number> {
    let done = 0
    await sweepExpired(clock.now())
    const active = new Set<Promise<void>>()
    let activeNormal = 0
    let failure: unknown
    let yieldingSince: number | undefined
    for (;;) {
      const free = opts.concurrency - active.size
      let batch: JobRow[] = []
      // Requests first: while some are being answered, only urgent work starts (for at most MAX_YIELD_MS).
      const yielding =
        !!opts.busy?.() && performance.now() - (yieldingSince ??= performance.now()) < MAX_YIELD_MS
      if (!yielding) yieldingSince = undefined
      if (free > 0 && !stopping && failure === undefined) {
        // With more than one slot, one is kept for urgent work, so a sign-in code never waits behind slow mail.
        const normalRoom = yielding
          ? 0
          : opts.concurrency === 1
            ? free
            : Math.min(free, opts.concurrency - 1 - activeNormal)
        batch = normalRoom > 0 ? await claim(normalRoom, false) : await claim(free, true)
      }
      for (const job of batch) {
        const normal = job.priority < URGENT_PRIORITY
        if (normal) activeNormal++
        const p: Promise<void> = execute(job)
          .then(
            (ok) => {
              if (ok) done++
            },
            (err) => {
              failure ??= err
            },
          )
          .finally(() => {
            active.delete(p)
            if (normal) activeNormal--
          })
        active.add(p)
      }
      if (active.size === 0) {
        if (failure !== undefined) throw failure
        if (batch.length === 0) {
          if (!yielding || stopping) return done
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        continue
      }
      // Wait for a slot, or for new work (a kick, or the poll interval) that may be urgent.
      if (batch.length === 0 || active.size >= opts.concurrency) await Promise.race([...active, nextWake()])
    }
  }

  let kickQueued = false
  const waiters = new Set<() => void>()
  function nextWake(): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(fire, opts.pollMs)
      t.unref()
      function fire() {
        clearTimeout(t)
        waiters.delete(fire)
        resolve()
      }
      waiters.add(fire)
    })
  }

  function flush(): Promise<number> {
    // One pass at a time per process; a second caller waits for the running one, then runs its own.
    // `running` never rejects: a failed pass rejects only for its caller, never as an unhandled rejection.
    const next = (running ?? Promise.resolve()).then(runOnce)
    const clear = () => {
      if (running === settled) running = undefined
    }
    const settled: Promise<void> = next.then(clear, clear)
    running = settled
    return next
  }

  async function runSchedules(): Promise<number> {
    if (schedules.size === 0) return 0
    const now = clock.now()
    if (!schedulesSaved) {
      for (const s of schedules.values()) {
        await db
          .insert(jobSchedules)
          .values({ name: s.name, kind: s.kind, everyMs: s.everyMs, nextRunAt: now })
          .onConflictDoUpdate({ target: jobSchedules.name, set: { kind: s.kind, everyMs: s.everyMs } })
      }
      schedulesSaved = true
    }
    let queued = 0
    for (const s of schedules.values()) {
      // The conditional update decides which instance owns this period; the job is queued in the same
      // transaction, so a period is either claimed and queued, or neither.
      const won = await db.transaction(async (tx) => {
        const rows = await tx
          .update(jobSchedules)
          .set({ nextRunAt: new Date(now.getTime() + s.everyMs), lastRunAt: now })
          .where(and(eq(jobSchedules.name, s.name), lte(jobSchedules.nextRunAt, now)))
          .returning({ name: jobSchedules.name })
        if (rows.length === 0) return false
        // Due by the clock that claimed the period (the runner compares run_at with it), not the database's.
        await enqueueJob(tx, { kind: s.kind, payload: { schedule: s.name }, maxAttempts: 3, runAt: now })
        return true
      })
      if (won) queued++
    }
    return queued
  }

  return {
    register(handler) {
      handlers.set(handler.kind, handler)
    },
    schedule(s) {
      schedules.set(s.name, s)
      schedulesSaved = false
    },
    runSchedules,
    flush,
    kick() {
      if (stopping) return
      for (const w of [...waiters]) w()
      // Kicks that arrive while a pass is already waiting to start share it: it will see their jobs.
      if (kickQueued) return
      kickQueued = true
      const pass = (running ?? Promise.resolve()).then(() => {
        kickQueued = false
      })
      void pass.then(() => flush().catch((err) => log.error({ err }, 'job runner pass failed')))
    },
    start() {
      if (timer) return
      stopping = false
      const tick = () => {
        runSchedules()
          .then(flush)
          .catch((err) => log.error({ err }, 'job runner pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, opts.pollMs)
          })
      }
      timer = setTimeout(tick, opts.pollMs)
    },
    async stop() {
      stopping = true
      const t = timer
      timer = undefined
      if (t) clearTimeout(t)
      await running
    },
  }
}

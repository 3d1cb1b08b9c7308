import type { AppContext } from '../context'
import { type Database, type Executor, type Tx, transactionRunner } from './client'

/**
 * What a service sees inside a transaction. It deliberately has no `db`: every query in the callback goes
 * through `tx`. A query through the app's `db` awaited inside a transaction would hang forever on PGlite (one
 * connection, held by the transaction) and silently run outside the transaction on PostgreSQL.
 */
export interface TxContext {
  readonly tx: Tx
  readonly config: AppContext['config']
  readonly clock: AppContext['clock']
  readonly log: AppContext['log']
  /** Count an outcome in `afterCommit`, so a rolled-back one is never counted. */
  readonly metrics: AppContext['metrics']
  /** Runs `cb` once the transaction has committed; never after a rollback. A failing callback is logged. */
  afterCommit(cb: () => void | Promise<void>): void
}

interface TxState {
  callbacks: Array<() => void | Promise<void>>
  jobsEnqueued: boolean
  clock: AppContext['clock']
  /** The pooled connection's own drizzle instance the transaction runs on (PostgreSQL). */
  connection?: Database
}

const open = new WeakMap<object, TxState>()

/** Called by the job queue: a job written in this transaction wakes the runner once the transaction commits. */
export function noteJobEnqueued(executor: Executor): void {
  const state = open.get(executor)
  if (state) state.jobsEnqueued = true
}

/** The app's clock inside `withTransaction` (so a job queued there is due by the same clock the runner reads). */
export function transactionNow(executor: Executor): Date | undefined {
  return open.get(executor)?.clock.now()
}

/**
 * The connection a transaction of `withTransaction` runs on, as a drizzle instance of its own (PostgreSQL): a
 * statement prepared on it runs inside the transaction. Undefined for anything else.
 */
export function transactionConnection(executor: Executor): Database | undefined {
  return open.get(executor)?.connection
}

/**
 * Runs `fn` in one database transaction, then the after-commit queue. The rule that goes with it
 * (docs/decisions/0004-transactions-and-jobs.md): no call to an outside provider (payment, mail, registry) is
 * made inside the transaction; such work is queued as a job, or in `afterCommit`.
 */
export async function withTransaction<T>(ctx: AppContext, fn: (t: TxContext) => Promise<T>): Promise<T> {
  const state: TxState = { callbacks: [], jobsEnqueued: false, clock: ctx.clock }
  const result = await transactionRunner(ctx.db)(async (tx, connection) => {
    if (connection) state.connection = connection
    open.set(tx, state)
    try {
      return await fn({
        tx,
        config: ctx.config,
        clock: ctx.clock,
        log: ctx.log,
        metrics: ctx.metrics,
        afterCommit: (cb) => void state.callbacks.push(cb),
      })
    } finally {
      open.delete(tx)
    }
  })
  if (state.jobsEnqueued) ctx.jobs.kick()
  for (const cb of state.callbacks) {
    try {
      await cb()
    } catch (err) {
      ctx.log.error({ err }, 'after-commit callback failed')
    }
  }
  return result
}

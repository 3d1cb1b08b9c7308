import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'
import type { Database, DatabaseHandle } from './db/client'
import type { JobRunner } from './jobs/runner'
import type { Clock } from './lib/clock'
import type { PublicCache } from './lib/public-cache'
import type { RateLimiter } from './plugins/rate-limit'
import type { FileStore } from './integrations/storage/file-store'
import type { PaymentProvider } from './integrations/payments/provider'
import type { AppMetrics } from './modules/metrics'

/** What services need from the running app, passed explicitly so services never import Fastify. */
export interface AppContext {
  config: Config
  db: Database
  database: DatabaseHandle
  clock: Clock
  log: FastifyBaseLogger
  /** Durable background work; mail is one kind. Services queue jobs with `enqueueJob(tx, …)`. */
  jobs: JobRunner
  rateLimiter: RateLimiter
  /** Public answers that rarely change, dropped on every instance when they do. */
  cache: PublicCache
  /** Who moves the money: Stripe, or the built-in test provider. Never called inside a transaction. */
  payments: PaymentProvider
  /** Uploaded files (logos, published images), by key: a local folder or an S3-compatible bucket. */
  files: FileStore
  /** This app's Prometheus counters; services count through modules/metrics' functions. */
  metrics: AppMetrics
}

/** How a stopping instance leaves its proxy (app.ts, stopListening). */
export interface StopTiming {
  /** The listening socket closes once no connection has come for this long… */
  quietMs: number
  /** …or after this long whatever comes. */
  maxWaitMs: number
  /** Then the connections already accepted have this long to bring their request before they are closed. */
  settleMs: number
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Starts a graceful shutdown: /readyz answers 503 and every answer closes its connection. */
    drain(): void
    /**
     * After drain(): refuses GET and HEAD with 503 until no connection comes for a moment, then closes the
     * listening socket (new connections are refused, so a proxy sends them elsewhere) while connections already
     * accepted still bring their request and get their answer (app.ts, STOP_TIMING by default).
     */
    stopListening(timing?: StopTiming): Promise<void>
  }
}

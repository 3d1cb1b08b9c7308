import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Where a payment was taken: an order's checkout, or an invoice (second payments, maintenance). */
export type PaymentFlow = 'order' | 'invoice'
/** What became of a payment: taken, refused by the card's bank, failed for good, or given back. */
export type PaymentOutcome = 'succeeded' | 'declined' | 'failed' | 'refunded'

/** Reads the queue's pending jobs by kind when Prometheus scrapes (the jobs table is the truth, on any instance). */
export type PendingJobsReader = () => Promise<Array<{ kind: string; count: number }>>

/**
 * One app's metrics: its own Registry, so building the app many times in one process (the tests do) never meets
 * prom-client's "already registered" error, and two apps never mix their counts.
 */
export interface AppMetrics {
  readonly registry: Registry
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>
  readonly httpServerErrors: Counter<'method' | 'route'>
  readonly jobsCompleted: Counter<'kind'>
  readonly jobsFailed: Counter<'kind' | 'outcome'>
  readonly payments: Counter<'flow' | 'outcome'>
  readonly mail: Counter<'kind' | 'outcome'>
  /** Whether process metrics (event loop lag, memory, GC) are collected: only when someone may read them. */
  readonly process: boolean
  /** Times one answered request: the route's pattern (never the raw URL), its method and status. */
  readonly observeHttp: (method: string, route: string, status: number, seconds: number) => void
}

/** Seconds; from a cached public read (a few ms) to a slow export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(opts: { pendingJobs: PendingJobsReader; process: boolean }): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  // Process metrics (nodejs_eventloop_lag_seconds, memory, GC…) start timers and observers: only when served.
  if (opts.process) collectDefaultMetrics({ register: registry })
  const seenKinds = new Set<string>()
  new Gauge({
    name: 'sitecraft_jobs_pending',
    help: 'Jobs waiting in the queue (due now or later, retries included), by kind; read at scrape time.',
    labelNames: ['kind'],
    registers,
    async collect() {
      const rows = await opts.pendingJobs()
      // A kind whose queue emptied reads 0 rather than vanishing from the series.
      for (const kind of seenKinds) this.set({ kind }, 0)
      for (const { kind, count } of rows) {
        seenKinds.add(kind)
        this.set({ kind }, count)
      }
    },
  })
  const metrics: Omit<AppMetrics, 'observeHttp'> = {
    registry,
    process: opts.process,
    httpDuration: new Histogram({
      name: 'sitecraft_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class; its _count is the request rate.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    httpServerErrors: new Counter({
      name: 'sitecraft_http_server_errors_total',
      help: 'Requests answered with a 5xx status, by route pattern and method.',
      labelNames: ['method', 'route'],
      registers,
    }),
    jobsCompleted: new Counter({
      name: 'sitecraft_jobs_completed_total',
      help: 'Background jobs that succeeded, by kind.',
      labelNames: ['kind'],
      registers,
    }),
    jobsFailed: new Counter({
      name: 'sitecraft_jobs_failed_total',
      help: 'Failed job attempts, by kind; outcome "retry" will be tried again, "dead" used its last attempt.',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    payments: new Counter({
      name: 'sitecraft_payments_total',
      help: 'Payment outcomes recorded, by flow (order, invoice) and outcome (succeeded, declined, failed, refunded).',
      labelNames: ['flow', 'outcome'],
      registers,
    }),
    mail: new Counter({
      name: 'sitecraft_mail_total',
      help: 'Mail handed to the transport ("sent") or refused by it ("failed"), by mail kind.',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
  }
  return { ...metrics, observeHttp: httpObserver(metrics) }
}

/** A payment outcome, once it is recorded (callers count after their transaction commits). */
export function countPayment(metrics: AppMetrics, flow: PaymentFlow, outcome: PaymentOutcome) {
  metrics.payments.inc({ flow, outcome })
}

/** A job attempt's end, as the runner records it. */
export function countJob(metrics: AppMetrics, kind: string, outcome: 'completed' | 'retry' | 'dead') {
  if (outcome === 'completed') metrics.jobsCompleted.inc({ kind })
  else metrics.jobsFailed.inc({ kind, outcome })
}

/** A mail the transport took or refused. */
export function countMail(metrics: AppMetrics, kind: string, outcome: 'sent' | 'failed') {
  metrics.mail.inc({ kind, outcome })
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx']

/**
 * The function the response hook (and the HTTP server's fast path) calls. The labelled child of each (method,
 * route, status class) is kept, so a hot route pays a map lookup and an observe, not prom-client's label hashing.
 */
function httpObserver(metrics: Pick<AppMetrics, 'httpDuration' | 'httpServerErrors'>) {
  const children = new Map<string, { observe(seconds: number): void }>()
  return (method: string, route: string, status: number, seconds: number) => {
    const statusClass = STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other'
    const key = `${method} ${statusClass} ${route}`
    let child = children.get(key)
    if (!child) {
      child = metrics.httpDuration.labels({ method, route, status_class: statusClass })
      children.set(key, child)
    }
    child.observe(seconds)
    if (status >= 500) metrics.httpServerErrors.inc({ method, route })
  }
}

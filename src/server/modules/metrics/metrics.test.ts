// GET /metrics: the token's three answers, and each family counting what the app did (requests by route
// pattern, a 5xx, jobs, queue depth, payments, mail), in text that parses as Prometheus' exposition format.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '../../integrations/mail/outbox'
import { enqueueJob } from '../../jobs/queue'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createMetrics } from './metrics'
import { parseExposition, type Sample, scrape as scrapeApp, value } from './metrics-fixtures'

const TOKEN = 'metrics-token-0123456789abcdef'
let t: TestApp
let plain: TestApp

beforeAll(async () => {
  t = await createTestApp({
    config: { metricsToken: TOKEN },
    routes: (app) => {
      app.get('/metrics-test/boom/:id', async () => {
        throw new Error('boom')
      })
    },
  })
  // Another app in the same process, with its own registry: building it must not meet "already registered".
  plain = await createTestApp({ database: t.database })
  // Its job runner would poll the shared database too, and count the jobs it took in its own registry rather
  // than in the one these tests read.
  await plain.app.ctx.jobs.stop()
})
afterAll(async () => {
  await plain?.close()
  await t?.close()
})

const scrape = (app: TestApp = t) => scrapeApp(app, TOKEN)

describe('GET /metrics', () => {
  it('answers 404 without a configured token, 401 to a wrong or missing one, 200 to the right one', async () => {
    const none = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })
    expect(none.statusCode).toBe(404)
    expect(none.body).not.toContain('sitecraft_')

    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(wrong.body).not.toContain('sitecraft_')
    const missing = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(missing.statusCode).toBe(401)
    const raw = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })
    expect(raw.statusCode).toBe(401)

    const samples = await scrape()
    // Process metrics come with the endpoint: the event loop's lag among them.
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true)
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true)
  })

  it('times requests by route pattern, method and status class, and counts 5xx answers', async () => {
    const before = await scrape()
    for (const id of [1, 2, 3]) {
      const res = await t.app.inject({ method: 'GET', url: `/metrics-test/boom/${id}?q=${id}` })
      expect(res.statusCode).toBe(500)
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/77' })).statusCode).toBe(401)
    const after = await scrape()

    const boom = { route: '/metrics-test/boom/:id', method: 'GET', status_class: '5xx' }
    const count = (s: Sample[], labels: Record<string, string>) =>
      value(s, 'sitecraft_http_request_duration_seconds_count', labels)
    expect(count(after, boom) - count(before, boom)).toBe(3)
    // The +Inf bucket holds every observation; the sum is seconds spent.
    expect(value(after, 'sitecraft_http_request_duration_seconds_bucket', { ...boom, le: '+Inf' })).toBe(
      count(after, boom),
    )
    expect(value(after, 'sitecraft_http_request_duration_seconds_sum', boom)).toBeGreaterThan(0)
    // Buckets are cumulative, in the order of their bounds.
    const buckets = after.filter(
      (s) =>
        s.name === 'sitecraft_http_request_duration_seconds_bucket' &&
        s.labels.route === boom.route &&
        s.labels.status_class === '5xx',
    )
    expect(buckets.map((s) => s.labels.le)).toEqual([
      ...['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'],
      '+Inf',
    ])
    expect(buckets.every((s, i) => i === 0 || s.value >= buckets[i - 1]!.value)).toBe(true)
    expect(count(after, { route: '/healthz', status_class: '2xx' })).toBeGreaterThanOrEqual(1)
    expect(count(after, { route: '/api/orders/:id', status_class: '4xx' })).toBe(1)
    const errors = { route: '/metrics-test/boom/:id', method: 'GET' }
    expect(
      value(after, 'sitecraft_http_server_errors_total', errors) -
        value(before, 'sitecraft_http_server_errors_total', errors),
    ).toBe(3)
    // Never a raw URL: no label carries an id or a query.
    const routes = new Set(after.map((s) => s.labels.route).filter(Boolean))
    expect([...routes].some((r) => /\/\d+|\?/.test(r!))).toBe(false)
  })

  it('puts each duration in the buckets whose bound it does not exceed (bounds included)', async () => {
    const metrics = createMetrics({ pendingJobs: async () => [], process: false })
    for (const seconds of [0.001, 0.005, 0.2, 20]) metrics.observeHttp('GET', '/x/:id', 204, seconds)
    metrics.observeHttp('GET', '/x/:id', 999, 0.001)
    const samples = parseExposition(await metrics.registry.metrics())
    const bucket = (le: string) =>
      value(samples, 'sitecraft_http_request_duration_seconds_bucket', { status_class: '2xx', le })
    expect([bucket('0.005'), bucket('0.1'), bucket('0.25'), bucket('10'), bucket('+Inf')]).toEqual([
      2, 2, 3, 3, 4,
    ])
    expect(
      value(samples, 'sitecraft_http_request_duration_seconds_sum', { status_class: '2xx' }),
    ).toBeCloseTo(20.206)
    expect(value(samples, 'sitecraft_http_request_duration_seconds_count', { status_class: 'other' })).toBe(1)
  })

  it('times the answers the HTTP server gives from the public cache, under the same route', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const route = { route: '/api/portfolio', method: 'GET', status_class: '2xx' }
    const before = value(await scrape(), 'sitecraft_http_request_duration_seconds_count', route)
    // The first answer goes through Fastify and fills the cache; the next two come from the fast path.
    for (const query of ['', '?page=1', ''])
      expect((await fetch(`${base}/api/portfolio${query}`)).status).toBe(200)
    const after = value(await scrape(), 'sitecraft_http_request_duration_seconds_count', route)
    expect(after - before).toBe(3)
  })

  it('reads the queue depth by kind at scrape time, and counts job completions and failures', async () => {
    const later = new Date(t.app.ctx.clock.now().getTime() + 3600_000)
    await enqueueJob(t.database.db, { kind: 'metrics-test-waiting', payload: {}, runAt: later })
    await enqueueJob(t.database.db, { kind: 'metrics-test-waiting', payload: {}, runAt: later })
    expect(value(await scrape(), 'sitecraft_jobs_pending', { kind: 'metrics-test-waiting' })).toBe(2)

    t.app.ctx.jobs.register({
      kind: 'metrics-test-fails',
      run: async () => {
        throw new Error('always')
      },
    })
    t.app.ctx.jobs.register({ kind: 'metrics-test-works', run: async () => {} })
    await enqueueJob(t.database.db, { kind: 'metrics-test-fails', payload: {}, maxAttempts: 2 })
    await enqueueJob(t.database.db, { kind: 'metrics-test-works', payload: {} })
    await t.app.ctx.jobs.flush()
    let samples = await scrape()
    expect(
      value(samples, 'sitecraft_jobs_failed_total', { kind: 'metrics-test-fails', outcome: 'retry' }),
    ).toBe(1)
    expect(value(samples, 'sitecraft_jobs_completed_total', { kind: 'metrics-test-works' })).toBe(1)
    // Waiting for its retry, the failed job is pending again.
    expect(value(samples, 'sitecraft_jobs_pending', { kind: 'metrics-test-fails' })).toBe(1)
    expect(value(samples, 'sitecraft_jobs_pending', { kind: 'metrics-test-works' })).toBe(0)

    await t.database.db.execute(
      sql`update jobs set run_at = now() - interval '1 minute' where kind like 'metrics-test-%'`,
    )
    await t.app.ctx.jobs.flush()
    samples = await scrape()
    expect(
      value(samples, 'sitecraft_jobs_failed_total', { kind: 'metrics-test-fails', outcome: 'dead' }),
    ).toBe(1)
    // A kind whose queue emptied reads 0 rather than vanishing.
    expect(
      samples.find((s) => s.name === 'sitecraft_jobs_pending' && s.labels.kind === 'metrics-test-waiting'),
    ).toMatchObject({ value: 2 })
    expect(value(samples, 'sitecraft_jobs_pending', { kind: 'metrics-test-fails' })).toBe(0)
    expect(
      samples.some((s) => s.name === 'sitecraft_jobs_pending' && s.labels.kind === 'metrics-test-fails'),
    ).toBe(true)
  })

  it('counts a job whose last lease ran out (its runner died) as dead', async () => {
    const id = await enqueueJob(t.database.db, { kind: 'metrics-test-orphan', payload: {}, maxAttempts: 1 })
    await t.database.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_until = now() - interval '1 minute' where id = ${id}`,
    )
    await t.app.ctx.jobs.flush()
    const samples = await scrape()
    expect(
      value(samples, 'sitecraft_jobs_failed_total', { kind: 'metrics-test-orphan', outcome: 'dead' }),
    ).toBe(1)
  })

  it('counts mail sent and mail the transport refused, by kind', async () => {
    const before = await scrape()
    const mail = (to: string) =>
      enqueueMail(t.database.db, {
        to,
        kind: 'metrics-test',
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
      })
    t.smtp.failNext(1)
    await mail('refused@example.com')
    await t.flushMail()
    await mail('taken@example.com')
    await t.flushMail()
    const after = await scrape()
    const delta = (outcome: string) =>
      value(after, 'sitecraft_mail_total', { kind: 'metrics-test', outcome }) -
      value(before, 'sitecraft_mail_total', { kind: 'metrics-test', outcome })
    expect(delta('failed')).toBe(1)
    expect(delta('sent')).toBe(1)
  })

  it('counts test payments by outcome: declined, succeeded, refunded', async () => {
    const outcome = (s: Sample[], o: string) =>
      value(s, 'sitecraft_payments_total', { flow: 'order', outcome: o })
    const before = await scrape()
    const { headers, clientSecret, orderId } = await openCheckout(t, BAKERY_ORDER)
    expect((await payByTestCard(t, headers, clientSecret, '4000 0000 0000 0002')).json()).toMatchObject({
      status: 'requires_payment_method',
    })
    expect((await payByTestCard(t, headers, clientSecret)).json()).toMatchObject({ status: 'succeeded' })
    // A second confirm of a paid order changes nothing, and counts nothing.
    expect((await payByTestCard(t, headers, clientSecret)).json()).toMatchObject({ status: 'succeeded' })

    await createStaff(t, 'cfo', 'metrics-cfo@sitecraft.test')
    const cfo = bearer(await signInStaff(t, 'cfo', 'metrics-cfo@sitecraft.test'))
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/cfo/orders/${orderId}/refund`,
      headers: cfo,
      payload: { reason: 'Cancelled by the client' },
    })
    expect(refund.statusCode).toBe(200)
    const after = await scrape()
    expect(outcome(after, 'declined') - outcome(before, 'declined')).toBe(1)
    expect(outcome(after, 'succeeded') - outcome(before, 'succeeded')).toBe(1)
    expect(outcome(after, 'refunded') - outcome(before, 'refunded')).toBe(1)
    expect(outcome(after, 'failed') - outcome(before, 'failed')).toBe(0)
  })
})

// Two built servers on one PostgreSQL database behind nginx (round robin), as production runs several instances:
// sign-in codes, limits, sessions, coupons, webhooks, uploads, public caches, scheduled jobs and a stop under
// load hold across both. Real processes, so this runs on PostgreSQL only (the api-pg pass).
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { DatabaseHandle } from './db/client'
import { invoices } from './db/schema/billing'
import { contactSubmissions } from './db/schema/contact'
import { jobSchedules, jobs, processedEvents } from './db/schema/jobs'
import { couponRedemptions, coupons } from './db/schema/coupons'
import { orders, payments } from './db/schema/orders'
import { projects } from './db/schema/projects'
import { seedCustomer } from './db/seed/factories'
import { testEnv } from './test/config'
import { type FakeStripe, paymentIntentEvent, signedWebhook, startFakeStripe } from './test/fake-stripe'
import { adminToken, call, codeFor, freshEmail, freshIp, signIn } from './test/instance-client'
import { ensureBuilt, type Instance, type Proxy, startInstances, startNginx } from './test/instances'
import { describeOnPostgres, itOnPostgres } from './test/postgres-only'
import { redisAnswers } from './test/redis'
import { createTestDatabase } from './test/test-app'
import { pngWith } from './test/images'

const ADMIN = { email: 'multi-admin@studio.test', password: 'multi instance admin password' }
const STRIPE_SECRET = 'sk_test_fake'
const WEBHOOK_SECRET = 'whsec_multi_instance'

let database: DatabaseHandle
let databaseUrl: string
let dataDir: string
let a: Instance
let b: Instance
let proxy: Proxy
let env: Record<string, string>
let stripePair: Instance[] = []
let fake: FakeStripe | undefined

describeOnPostgres('two instances behind nginx on one database', () => {
  beforeAll(async () => {
    ensureBuilt()
    database = await createTestDatabase()
    const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
    const url = new URL(testEnv.databaseUrl!)
    url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`
    databaseUrl = url.toString()
    // One uploads folder for both, as a shared volume would be.
    dataDir = mkdtempSync(path.join(tmpdir(), 'sitecraft-multi-'))
    // Rate-limit counters in Redis when there is one (CI has one), as several instances are meant to run.
    const redis = (await redisAnswers()) || testEnv.requireAllSuites
    env = {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_GRACE_MS: '500',
      ...(redis ? { REDIS_URL: testEnv.redisUrl } : {}),
    }
    // Stripe mode is a setting of its own: two more instances on the same database, against one Stripe stand-in.
    fake = await startFakeStripe({ secretKey: STRIPE_SECRET })
    const stripeEnv = {
      ...env,
      STRIPE_SECRET_KEY: STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    }
    // Started together, as an orchestrator starts replicas: all migrate, seed and create the admin at once.
    const started = await startInstances([
      { databaseUrl, dataDir, env, readyMs: 150_000 },
      { databaseUrl, dataDir, env, readyMs: 150_000 },
      { databaseUrl, dataDir, env: stripeEnv, readyMs: 150_000 },
      { databaseUrl, dataDir, env: stripeEnv, readyMs: 150_000 },
    ])
    ;[a, b, ...stripePair] = started as [Instance, Instance, Instance, Instance]
    proxy = await startNginx([a.port, b.port])
  }, 180_000)
  afterAll(async () => {
    await proxy?.stop()
    await Promise.all([a?.stop(), b?.stop(), ...stripePair.map((i) => i.stop())])
    await fake?.close()
    await database?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  itOnPostgres('verifies on one instance a sign-in code sent by the other', async () => {
    const email = freshEmail('across')
    const token = await signIn(email, a.url, b.url)
    expect((await call(a.url, 'GET', '/api/auth/me', { token })).json).toMatchObject({ user: { email } })
    const other = freshEmail('across')
    await signIn(other, b.url, a.url)
  })

  itOnPostgres('counts five wrong tries of a code, and the sending limit, across both', async () => {
    const email = freshEmail('tries')
    const ip = freshIp()
    expect(
      (await call(a.url, 'POST', '/api/auth/send-otp', { body: { email, purpose: 'login' }, ip })).status,
    ).toBe(200)
    const code = await codeFor(a.url, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(
        await call(i % 2 ? a.url : b.url, 'POST', '/api/auth/verify-otp', {
          body: { email, otp: wrong, purpose: 'login' },
        }),
      )
    expect(answers.map((r) => r.json.message)).toEqual([
      ...Array(4).fill('Invalid OTP'),
      'Too many wrong codes. Please request a new code.',
    ])
    // The right code is void on both.
    for (const via of [a.url, b.url])
      expect(
        (await call(via, 'POST', '/api/auth/verify-otp', { body: { email, otp: code, purpose: 'login' } }))
          .status,
      ).toBe(400)

    // 20 codes an hour per network, counted over both instances: the 21st is refused whichever answers it.
    const network = freshIp()
    const sends = []
    for (let i = 0; i < 21; i++)
      sends.push(
        await call(i % 2 ? a.url : b.url, 'POST', '/api/auth/send-otp', {
          body: { email: freshEmail('limit'), purpose: 'login' },
          ip: network,
        }),
      )
    expect(sends.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(sends[20]!.status).toBe(429)
    expect(
      (
        await call(a.url, 'POST', '/api/auth/send-otp', {
          body: { email: freshEmail('limit'), purpose: 'login' },
          ip: network,
        })
      ).status,
    ).toBe(429)
  })

  itOnPostgres('ends a session on both instances when it signs out on one', async () => {
    const token = (await seedCustomer(database.db)).token
    for (const via of [a.url, b.url])
      expect((await call(via, 'GET', '/api/auth/me', { token })).status).toBe(200)
    expect((await call(a.url, 'POST', '/api/auth/logout', { token })).status).toBe(200)
    for (const via of [b.url, a.url, proxy.url])
      expect((await call(via, 'GET', '/api/auth/me', { token })).status).toBe(401)
  })

  itOnPostgres(
    'redeems a five-use coupon exactly five times when 30 customers pay at once on both',
    async () => {
      const code = `MULTI${randomBytes(3).toString('hex').toUpperCase()}`
      await database.db
        .insert(coupons)
        .values({ code, description: '$20 off, five uses', kind: 'fixed', value: 20_00, maxRedemptions: 5 })
      const order = { title: 'Two doors', extraPages: 1, selectedAddons: [], couponCodes: [code] }
      const checkouts = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const { token } = await seedCustomer(database.db)
          const via = i % 2 ? a.url : b.url
          const res = await call<{ clientSecret: string; orderId: number }>(
            via,
            'POST',
            '/api/create-payment-intent',
            {
              token,
              body: { orderDetails: order, billing: { name: 'Parallel Customer' } },
            },
          )
          expect(res.status, res.text).toBe(200)
          return { token, via, ...res.json }
        }),
      )
      const answers = await Promise.all(
        checkouts.map((c, i) =>
          // Each pays through the instance it did not open checkout on.
          call(i % 2 ? b.url : a.url, 'POST', '/api/test-payments/confirm', {
            token: c.token,
            body: {
              clientSecret: c.clientSecret,
              cardNumber: '4242 4242 4242 4242',
              expMonth: 12,
              expYear: 2099,
              cvc: '123',
            },
          }),
        ),
      )
      expect(answers.filter((r) => r.status === 200 && r.json.status === 'succeeded')).toHaveLength(5)
      expect(answers.filter((r) => r.status === 409)).toHaveLength(25)
      const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, code))
      const [redeemed] = await database.db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon!.id))
      expect(redeemed!.n).toBe(5)
      const ids = checkouts.map((c) => c.orderId)
      const paid = await database.db.select().from(orders).where(inArray(orders.id, ids))
      expect(paid.filter((o) => o.status === 'paid')).toHaveLength(5)
      expect(await database.db.select().from(projects).where(inArray(projects.orderId, ids))).toHaveLength(5)
    },
  )

  itOnPostgres('handles once a Stripe webhook event delivered to both instances', async () => {
    const { token } = await seedCustomer(database.db)
    const opened = await call(stripePair[0]!.url, 'POST', '/api/create-payment-intent', {
      token,
      body: { orderDetails: { title: 'Webhook twice', extraPages: 0 }, billing: { name: 'Grace Hopper' } },
    })
    expect(opened.status, opened.text).toBe(200)
    const orderId = opened.json.orderId as number
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId))
    const event = paymentIntentEvent(fake!.succeed(payment!.providerId!))
    const signed = await signedWebhook(new Stripe(STRIPE_SECRET), WEBHOOK_SECRET, event)
    const deliveries = await Promise.all(
      [...stripePair, ...stripePair].map((instance) =>
        fetch(`${instance.url}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
          body: signed.payload,
        }),
      ),
    )
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order!.status).toBe('paid')
    expect(await database.db.select().from(projects).where(eq(projects.orderId, orderId))).toHaveLength(1)
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1)
    expect(
      await database.db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id)),
    ).toHaveLength(1)
  })

  itOnPostgres('serves from one instance an image uploaded through the other', async () => {
    const admin = await adminToken(a.url, ADMIN)
    const png = pngWith(randomBytes(64))
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'shot.png')
    const res = await fetch(`${a.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'x-forwarded-for': freshIp() },
      body: form,
    })
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    for (const via of [b.url, a.url]) {
      const got = await fetch(`${via}${url}`)
      expect(got.status).toBe(200)
      expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true)
    }
  })

  itOnPostgres('makes a portfolio change public on both instances at once', async () => {
    const admin = await adminToken(b.url, ADMIN)
    const titles = async (via: string) =>
      (await call<Array<{ title: string }>>(via, 'GET', '/api/portfolio')).json.map((i) => i.title)
    // Both have the list cached.
    const before = await titles(a.url)
    expect(await titles(b.url)).toEqual(before)
    const title = `Shared ${randomUUID().slice(0, 6)}`
    const added = await call(a.url, 'POST', '/api/admin/portfolio', {
      token: admin,
      body: {
        title,
        description: 'A new site.',
        imageUrl: 'https://images.example/shared.jpg',
        category: 'Technology',
        featured: true,
      },
    })
    expect(added.status, added.text).toBe(200)
    expect(await titles(a.url)).toContain(title)
    // The other instance's copy is dropped by the NOTIFY sent with the change: a moment, not the cache's TTL.
    await vi.waitFor(async () => expect(await titles(b.url)).toContain(title), {
      timeout: 1000,
      interval: 10,
    })
    for (let i = 0; i < 4; i++) expect(await titles(proxy.url)).toContain(title)
  })

  itOnPostgres(
    'queues each scheduled job once per period with the schedulers of four instances running',
    async () => {
      const scheduled = async () => {
        const rows = await database.db
          .select({ schedule: sql<string>`${jobs.payload}->>'schedule'`, n: count() })
          .from(jobs)
          .where(sql`${jobs.payload} ? 'schedule'`)
          .groupBy(sql`${jobs.payload}->>'schedule'`)
        return Object.fromEntries(rows.map((r) => [r.schedule, r.n]))
      }
      const first = await scheduled()
      const names = Object.keys(first).sort()
      // Every schedule the instances registered has queued its first run, once.
      const registered = await database.db.select({ name: jobSchedules.name }).from(jobSchedules)
      expect(registered.length).toBeGreaterThanOrEqual(4)
      expect(names).toEqual(registered.map((r) => r.name).sort())
      for (const n of Object.values(first)) expect(n).toBe(1)
      // Every period ends now: every scheduler sees it within a poll; one queues each.
      await database.db.execute(sql`update job_schedules set next_run_at = now()`)
      await new Promise((r) => setTimeout(r, 2500))
      const second = await scheduled()
      for (const name of names) expect(second[name], name).toBe((first[name] ?? 0) + 1)
    },
  )

  itOnPostgres('loses no request and no write when one instance stops under load', async () => {
    const marker = `drain-${randomUUID().slice(0, 8)}`
    let running = true
    const failures: string[] = []
    let written = 0
    let reads = 0
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        if (i % 2) {
          const res = await call(proxy.url, 'POST', '/api/contact', {
            body: {
              name: 'Load Tester',
              email: `${marker}-${w}-${i}@example.com`,
              details: 'A site, please.',
            },
          }).catch((err: Error) => ({ status: 0, text: err.message }))
          if (res.status === 200) written++
          else failures.push(`POST ${res.status} ${res.text.slice(0, 120)}`)
        } else {
          const res = await call(proxy.url, 'GET', '/api/portfolio').catch((err: Error) => ({
            status: 0,
            text: err.message,
          }))
          if (res.status === 200) reads++
          else failures.push(`GET ${res.status} ${res.text.slice(0, 120)}`)
        }
      }
    }
    // Enough at once that connections are queued in the kernel when the stopping instance closes its socket:
    // without first turning the proxy away (app.ts, stopListening) some of them were reset and answered 502.
    const workers = Array.from({ length: 24 }, (_, w) => worker(w))
    await new Promise((r) => setTimeout(r, 1000))
    const code = await a.stop('SIGTERM')
    await new Promise((r) => setTimeout(r, 1000))
    running = false
    await Promise.all(workers)
    expect(code, a.stderr()).toBe(0)
    expect(failures, proxy.errorLog()).toEqual([])
    expect(reads).toBeGreaterThan(50)
    const [rows] = await database.db
      .select({ n: count() })
      .from(contactSubmissions)
      .where(and(sql`${contactSubmissions.email} like ${`${marker}-%`}`))
    expect(rows!.n).toBe(written)
    expect(written).toBeGreaterThan(20)
  })
})

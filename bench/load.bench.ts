// A mixed workload over HTTP against two built servers behind nginx on one PostgreSQL database, then against one:
// public pages, sign-in (code sent, read from the mailbox, verified), checkout with the test card provider, a
// client's dashboard and the admin's lists. First at a fixed arrival rate (LOAD_RATE scenarios a second for
// LOAD_SECONDS): p50/p99 per route, errors (must be 0) and 429s (only on routes with a limit); then at capacity
// (LOAD_CONCURRENCY scenarios at a time for LOAD_CAPACITY_SECONDS): requests a second, two instances over one.
// BENCH_DATABASE_URL must name an empty PostgreSQL database (run.mjs creates a throwaway one).
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq, like } from 'drizzle-orm'
import { createDatabase } from '../src/server/db/client'
import { mailboxMessages } from '../src/server/db/schema/dev-mailbox'
import { sessions, users } from '../src/server/db/schema/auth'
import { seedPortfolioItem } from '../src/server/db/seed/factories'
import { randomToken, sha256 } from '../src/server/lib/crypto'
import { DASHBOARD_READS, seedDashboardClient } from '../src/server/test/dashboard'
import {
  ensureBuilt,
  type Instance,
  type Proxy,
  startInstances,
  startNginx,
} from '../src/server/test/instances'
import { redisAnswers } from '../src/server/test/redis'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const RATE = Number(process.env.LOAD_RATE ?? 20)
const CAPACITY_SECONDS = Number(process.env.LOAD_CAPACITY_SECONDS ?? 15)
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 16)
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5)
const ADMIN = { email: 'load-admin@studio.test', password: 'load bench admin password' }

const databaseUrl = process.env.BENCH_DATABASE_URL
if (!databaseUrl) {
  console.log(
    'BENCH_DATABASE_URL names no database: the load benchmark runs on PostgreSQL only (npm run bench -- load).',
  )
  process.exit(1)
}
ensureBuilt()

/** Routes with a limit of their own: a 429 there is the limit at work, anywhere else it is an error. */
const LIMITED = new Set([
  'POST /api/auth/send-otp',
  'POST /api/auth/verify-otp',
  'POST /api/create-payment-intent',
  'POST /api/test-payments/confirm',
])

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })

interface Stats {
  latencies: Map<string, number[]>
  statuses: Map<string, Map<number, number>>
  errors: string[]
  requests: number
}
const newStats = (): Stats => ({ latencies: new Map(), statuses: new Map(), errors: [], requests: 0 })

function request(
  stats: Stats,
  base: string,
  route: string,
  method: string,
  url: string,
  opts: { token?: string; ip?: string; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  const headers: http.OutgoingHttpHeaders = { 'x-forwarded-for': opts.ip ?? freshIp() }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  if (payload !== undefined) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = Buffer.byteLength(payload)
  }
  const t0 = performance.now()
  return new Promise((resolve) => {
    const done = (status: number, text: string) => {
      const ms = performance.now() - t0
      stats.requests++
      const key = `${method} ${route}`
      if (!stats.latencies.has(key)) stats.latencies.set(key, [])
      stats.latencies.get(key)!.push(ms)
      const byStatus = stats.statuses.get(key) ?? new Map<number, number>()
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      stats.statuses.set(key, byStatus)
      if (status === 0 || (status >= 400 && !(status === 429 && LIMITED.has(key))))
        stats.errors.push(`${key} ${status} ${text.slice(0, 160)}`)
      let json: Record<string, unknown> = {}
      try {
        json = JSON.parse(text) as Record<string, unknown>
      } catch {
        /* a page, not JSON */
      }
      resolve({ status, json })
    }
    const req = http.request(`${base}${url}`, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => done(res.statusCode ?? 0, text))
      res.on('error', (err) => done(0, String(err)))
    })
    req.on('error', (err) => done(0, String(err)))
    req.end(payload)
  })
}

const freshIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`

// The data: a portfolio, dashboard clients with projects, customers who will check out, an admin.
const database = await createDatabase({ databaseUrl, poolSize: 4 })
const db = database.db
const dataDir = mkdtempSync(path.join(tmpdir(), 'sitecraft-load-'))
const redis = await redisAnswers(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379')
const env: Record<string, string> = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SHUTDOWN_GRACE_MS: '0',
  LOG_LEVEL: 'error',
  ...(redis ? { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
}
const instances: Instance[] = await startInstances([
  { databaseUrl, dataDir, env, readyMs: 120_000 },
  { databaseUrl, dataDir, env, readyMs: 120_000 },
])

for (let i = 0; i < 12; i++)
  await seedPortfolioItem(db, { title: `Site ${i + 1}`, position: i, featured: i < 4 })
const clients: string[] = []
for (let i = 0; i < 30; i++)
  clients.push(
    (await seedDashboardClient(db, { projects: 3, notifications: 10, invoices: 3, subscriptions: 1 })).token,
  )
/** Customers for checkout, each used once (the per-customer payment limits stay out of the way). */
async function seedBuyers(n: number): Promise<string[]> {
  const tokens: string[] = []
  for (let start = 0; start < n; start += 500) {
    const size = Math.min(500, n - start)
    const tag = randomBytes(4).toString('hex')
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `buyer-${tag}-${i}@example.com`,
          firstName: 'Load',
          lastName: `Buyer ${i}`,
        })),
      )
      .returning({ id: users.id })
    const batch = rows.map(() => randomToken())
    await db.insert(sessions).values(
      rows.map((r, i) => ({
        userId: r.id,
        tokenHash: sha256(batch[i]!),
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    )
    tokens.push(...batch)
  }
  return tokens
}

async function adminToken(base: string): Promise<string> {
  const stats = newStats()
  const res = await request(stats, base, '/api/auth/admin-login', 'POST', '/api/auth/admin-login', {
    body: ADMIN,
  })
  if (res.status !== 200) throw new Error(`admin-login ${res.status}`)
  return res.json.token as string
}

/** The newest sign-in code mailed to `email`, read from the development mailbox's table. */
async function codeFor(email: string): Promise<string | undefined> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const [mail] = await db
      .select({ text: mailboxMessages.text })
      .from(mailboxMessages)
      .where(and(eq(mailboxMessages.to, email), like(mailboxMessages.subject, '%sign-in code%')))
      .orderBy(desc(mailboxMessages.id))
      .limit(1)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 100))
  }
  return undefined
}

interface Target {
  base: string
  admin: string
  buyers: string[]
}

let n = 0
/** One visitor's scenario, picked by weight: public 45 %, dashboard 25 %, admin 10 %, checkout 10 %, sign-in 10 %. */
async function scenario(stats: Stats, target: Target) {
  const i = n++
  const pick = i % 20
  const { base } = target
  if (pick < 9) {
    const pages = ['/', '/portfolio', '/api/portfolio', '/api/site-settings', '/api/portfolio/featured']
    const url = pages[i % pages.length]!
    await request(stats, base, url, 'GET', url)
  } else if (pick < 14) {
    const token = clients[i % clients.length]!
    await request(stats, base, '/api/auth/me', 'GET', '/api/auth/me', { token })
    await Promise.all(DASHBOARD_READS.map((url) => request(stats, base, url, 'GET', url, { token })))
  } else if (pick < 16) {
    const lists = ['/api/admin/users', '/api/admin/projects', '/api/admin/coupons', '/api/admin/stats']
    const url = lists[i % lists.length]!
    await request(stats, base, url, 'GET', url, { token: target.admin })
  } else if (pick < 18) {
    const token = target.buyers.pop()
    if (!token) return stats.errors.push('checkout: no seeded customer left')
    const ip = freshIp()
    const intent = await request(
      stats,
      base,
      '/api/create-payment-intent',
      'POST',
      '/api/create-payment-intent',
      {
        token,
        ip,
        body: {
          orderDetails: { title: 'Load Bakery', extraPages: 1, selectedAddons: ['blog'] },
          billing: { name: 'Load Buyer' },
        },
      },
    )
    if (intent.status !== 200) return
    await request(stats, base, '/api/test-payments/confirm', 'POST', '/api/test-payments/confirm', {
      token,
      ip,
      body: {
        clientSecret: intent.json.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    })
  } else {
    const email = `visitor-${randomBytes(5).toString('hex')}@example.com`
    const ip = freshIp()
    const sent = await request(stats, base, '/api/auth/send-otp', 'POST', '/api/auth/send-otp', {
      ip,
      body: { email, purpose: 'login' },
    })
    if (sent.status !== 200) return
    const otp = await codeFor(email)
    if (!otp) return stats.errors.push(`sign-in: no code mailed to ${email}`)
    await request(stats, base, '/api/auth/verify-otp', 'POST', '/api/auth/verify-otp', {
      ip,
      body: { email, otp, purpose: 'login' },
    })
  }
}

/** LOAD_RATE scenarios a second for LOAD_SECONDS, each started on time whatever the others are doing. */
async function fixedRate(target: Target) {
  const stats = newStats()
  const started = performance.now()
  const running: Array<Promise<unknown>> = []
  const total = Math.round(SECONDS * RATE)
  for (let k = 0; k < total; k++) {
    const due = started + (k * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    running.push(scenario(stats, target))
  }
  await Promise.all(running)
  return { stats, seconds: (performance.now() - started) / 1000 }
}

/** LOAD_CONCURRENCY scenarios at a time for LOAD_CAPACITY_SECONDS: what the setup completes at most. */
async function capacity(target: Target, seconds = CAPACITY_SECONDS) {
  const stats = newStats()
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) await scenario(stats, target)
    }),
  )
  return { stats, seconds: (performance.now() - started) / 1000 }
}

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function report(label: string, run: { stats: Stats; seconds: number }) {
  const { stats, seconds } = run
  console.log(
    `\n${label}: ${stats.requests} requests in ${seconds.toFixed(1)} s, ${(stats.requests / seconds).toFixed(1)} req/s`,
  )
  console.log(
    `${'route'.padEnd(40)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  429s`,
  )
  for (const [route, values] of [...stats.latencies].sort(([x], [y]) => x.localeCompare(y))) {
    const sorted = [...values].sort((x, y) => x - y)
    const limited = stats.statuses.get(route)?.get(429) ?? 0
    console.log(
      `${route.padEnd(40)} ${String(values.length).padStart(6)} ${pct(sorted, 50).toFixed(1).padStart(8)} ${pct(sorted, 99).toFixed(1).padStart(8)}  ${limited}${limited && !LIMITED.has(route) ? ' (no limit here!)' : ''}`,
    )
  }
  console.log(`errors: ${stats.errors.length}`)
  for (const e of stats.errors.slice(0, 10)) console.log(`  ${e}`)
  return stats.errors.length
}

async function measure(label: string, upstream: Instance[]) {
  const proxy: Proxy = await startNginx(upstream.map((i) => i.port))
  try {
    const target: Target = {
      base: proxy.url,
      admin: await adminToken(proxy.url),
      // Every tenth scenario checks out; enough customers for the fixed rate and a fast capacity run.
      buyers: await seedBuyers(
        Math.ceil(SECONDS * RATE * 0.1) + (CAPACITY_SECONDS + WARMUP_SECONDS) * 200 + 100,
      ),
    }
    // Both setups are measured warm: the code compiled, the caches and the pools filled.
    const warm = await capacity(target, WARMUP_SECONDS)
    const warmErrors = warm.stats.errors.length ? report(`${label}, warming up`, warm) : 0
    const steady = await fixedRate(target)
    const errors = report(`${label}, ${RATE} scenarios/s for ${SECONDS} s`, steady)
    const full = await capacity(target)
    const fullErrors = report(
      `${label}, at capacity (${CONCURRENCY} at a time for ${CAPACITY_SECONDS} s)`,
      full,
    )
    return { errors: warmErrors + errors + fullErrors, rps: full.stats.requests / full.seconds }
  } finally {
    await proxy.stop()
  }
}

let failed = false
try {
  console.log(
    `Load: ${availableParallelism()} CPUs on this machine, PostgreSQL, rate limits in ${redis ? 'Redis' : 'the database'}.`,
  )
  const two = await measure('Two instances behind nginx', instances)
  await instances[1]!.stop()
  const one = await measure('One instance behind nginx', [instances[0]!])
  console.log(
    `\nCapacity: two instances ${two.rps.toFixed(1)} req/s, one ${one.rps.toFixed(1)} req/s: ratio ${(two.rps / one.rps).toFixed(2)} on ${availableParallelism()} CPUs shared by the instances, nginx, PostgreSQL and this load generator (two instances can add at most what a second core adds).`,
  )
  failed = two.errors + one.errors > 0
  console.log(failed ? 'FAIL: requests failed' : 'PASS: no request failed')
} finally {
  await Promise.all(instances.map((i) => i.stop()))
  agent.destroy()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

// The admin panel's Users tab and overview over HTTP on PostgreSQL: 10,000 customers and 50,000 orders (40,000
// paid, each with its project) written by direct SQL, then GET /api/admin/users (the first page, a search, and the
// accounts sorted by spend) and GET /api/admin/stats, each timed many times in a row, one request at a time,
// interleaved with GET /healthz through the same stack as the control.
// Budget: p99 < 50 ms for each read.
// BENCH_DATABASE_URL must name an empty PostgreSQL database (run.mjs creates a throwaway one).
import { sql } from 'drizzle-orm'
import { createDatabase } from '../src/server/db/client'
import { serveApp, signInStaff, summary, timer } from './http-bench'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARMUP = 20
const BUDGET_MS = 50
const CUSTOMERS = 10_000
const ORDERS = 50_000

const databaseUrl = process.env.BENCH_DATABASE_URL
if (!databaseUrl) {
  console.log(
    'BENCH_DATABASE_URL names no database: the admin benchmark runs on PostgreSQL only (npm run bench -- admin).',
  )
  process.exit(1)
}
const database = await createDatabase({ databaseUrl })
await database.migrate()
const db = database.db

const seedStart = performance.now()
// Customers who joined over the last three years, with varied names, five orders each: one not paid (pending,
// failed, cancelled or refunded), four paid, each with its project.
await db.execute(sql`
  insert into users (email, first_name, last_name, created_at)
  select 'customer' || g || '@bench.example', (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken'])[1 + g % 8],
    'Lastname' || g, now() - (g || ' minutes')::interval * 150
  from generate_series(1, ${CUSTOMERS}) g`)
await db.execute(sql`
  insert into orders (user_id, title, business_type, status, subtotal_cents, amount_cents, paid_at, frozen_at, created_at)
  select u.id, 'Website ' || g, 'restaurant',
    case when g % 5 = 0 then (array['pending','failed','cancelled','refunded'])[1 + (g / 5) % 4] else 'paid' end,
    10000 + (g % 97) * 500, 10000 + (g % 97) * 500,
    case when g % 5 = 0 and (g / 5) % 4 in (0, 1, 2) then null else now() - (g || ' minutes')::interval end,
    case when g % 5 = 0 and (g / 5) % 4 = 0 then now() else null end,
    now() - (g || ' minutes')::interval
  from generate_series(1, ${ORDERS}) g
  join users u on u.email = 'customer' || (1 + (g / 5) % ${CUSTOMERS}) || '@bench.example'`)
await db.execute(sql`
  insert into projects (order_id, user_id, title, business_type, amount_cents, status, created_at)
  select o.id, o.user_id, o.title, o.business_type, o.amount_cents, 'requirements_needed', o.created_at
  from orders o where o.status = 'paid'`)
// What autovacuum does to a database in use: statistics, and the visibility map index-only scans rely on.
await db.execute(sql`vacuum analyze`)
const seedMs = performance.now() - seedStart

const { app, base } = await serveApp(database)
const headers = await signInStaff(database, base, 'admin')
const time = timer(base, headers)

const READS = [
  ['users, first page (newest first)', '/api/admin/users?page=1&pageSize=20'],
  ['users, search "grace"', '/api/admin/users?q=grace&page=1&pageSize=20'],
  ['users, sorted by spend', '/api/admin/users?sort=-spent&page=1&pageSize=20'],
  ['overview figures (stats)', '/api/admin/stats'],
] as const

// A check that the figures are what was written, before timing them.
const top = (await (await fetch(`${base}${READS[2][1]}`, { headers })).json()) as {
  total: number
  items: Array<{ totalSpentCents: number; projectsCount: number }>
}
if (top.total < CUSTOMERS || !(top.items[0]!.totalSpentCents > 0))
  throw new Error(`unexpected answer: ${JSON.stringify(top).slice(0, 300)}`)

for (let i = 0; i < WARMUP; i++) for (const [, url] of READS) await time(url)
const samples = new Map<string, number[]>(READS.map(([name]) => [name, []]))
const control: number[] = []
// Interleaved, so the machine's noise falls on every read alike.
for (let i = 0; i < SAMPLES; i++) {
  for (const [name, url] of READS) samples.get(name)!.push(await time(url))
  control.push(await time('/healthz'))
}

const f = (n: number) => n.toFixed(1).padStart(6)
const c = summary(control)
console.log(
  `\n## Admin reads on PostgreSQL (${CUSTOMERS.toLocaleString('en-US')} customers, ${ORDERS.toLocaleString('en-US')} orders, ` +
    `seeded in ${(seedMs / 1000).toFixed(1)} s; ${SAMPLES} samples each, one request at a time)`,
)
console.log(`                                        p50      p99      max   (ms)   p99 / ${BUDGET_MS} ms`)
let allWithin = true
for (const [name] of READS) {
  const s = summary(samples.get(name)!)
  const within = s.p99 < BUDGET_MS
  allWithin &&= within
  console.log(
    `${name.padEnd(34)} ${f(s.p50)}   ${f(s.p99)}   ${f(s.max)}          ${(s.p99 / BUDGET_MS).toFixed(2)}  ${within ? 'PASS' : 'FAIL'}`,
  )
}
console.log(`${'control: GET /healthz'.padEnd(34)} ${f(c.p50)}   ${f(c.p99)}   ${f(c.max)}`)
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
await app.close()
await database.close()
process.exit(allWithin ? 0 : 1)

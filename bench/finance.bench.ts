// The finance dashboard over HTTP, on PostgreSQL and on PGlite: 100,000 orders over two years (nine in ten paid, the others failed checkouts; each with its
// project, invoice and card payment; some credit notes) written by direct SQL, then GET /api/cfo/stats for a year
// timed 100 times in a row, one request at a time, interleaved with GET /healthz as the control; then the CSV
// export of the last year timed, with the process's peak RSS above its idle RSS while it streams, after paid orders
// are added to that year until it holds 100,000 of them (the export's longest period is a year).
// Budgets: stats p99 < 200 ms on PostgreSQL, < 1 s on PGlite; the CSV export of 100,000 orders < 3 s and < 50 MB
// above idle (judged on PostgreSQL; PGlite's run shows it).
// BENCH_DATABASE_URL names an empty PostgreSQL database (run.mjs creates a throwaway one); without it, PGlite.
import { sql } from 'drizzle-orm'
import { createDatabase } from '../src/server/db/client'
import { serveApp, signInStaff, summary, timer } from './http-bench'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARMUP = 10
const databaseUrl = process.env.BENCH_DATABASE_URL
const STATS_BUDGET_MS = databaseUrl ? 200 : 1_000
const CSV_BUDGET_MS = 3_000
const RSS_BUDGET_MB = 50
const CUSTOMERS = 20_000
const ORDERS = 100_000
/** Two years, in minutes: order g is paid g × SPREAD minutes ago. */
const SPREAD = (2 * 365 * 24 * 60) / ORDERS

const database = await createDatabase(databaseUrl ? { databaseUrl } : { inMemory: true })
await database.migrate()
const db = database.db

const seedStart = performance.now()
await db.execute(sql`
  insert into users (email, first_name, last_name, created_at)
  select 'customer' || g || '@bench.example', (array['Ada','Grace','Alan','Edsger','Barbara','Donald'])[1 + g % 6],
    'Lastname' || g, now() - interval '3 years'
  from generate_series(1, ${CUSTOMERS}) g`)
await db.execute(sql`
  insert into orders (user_id, title, business_type, status, subtotal_cents, discount_cents, amount_cents,
    coupon_codes, payment_method, paid_at, created_at)
  select u.id, 'Website ' || g, 'restaurant',
    case when g % 10 = 0 then 'failed' else 'paid' end,
    10000 + (g % 97) * 500, case when g % 7 = 0 then 1500 else 0 end,
    10000 + (g % 97) * 500 - case when g % 7 = 0 then 1500 else 0 end,
    case when g % 7 = 0 then '["SAVE15"]'::jsonb else '[]'::jsonb end,
    case when g % 11 = 0 then 'bank_transfer' else 'card' end,
    case when g % 10 = 0 then null else now() - (g * ${SPREAD}::float8 || ' minutes')::interval end,
    now() - (g * ${SPREAD}::float8 || ' minutes')::interval - interval '1 hour'
  from generate_series(1, ${ORDERS}) g
  join users u on u.email = 'customer' || (1 + g % ${CUSTOMERS}) || '@bench.example'`)
await db.execute(sql`
  insert into projects (order_id, user_id, title, business_type, amount_cents, status, created_at)
  select o.id, o.user_id, o.title, o.business_type, o.amount_cents,
    (array['requirements_needed','under_development','completed','delivered','cancelled'])[1 + o.id % 5], o.paid_at
  from orders o where o.status = 'paid'`)
await db.execute(sql`
  insert into invoices (number, user_id, order_id, project_id, status, lines, subtotal_cents, discount_cents,
    total_cents, issued_at, paid_at)
  select 'INV-' || lpad(o.id::text, 7, '0'), o.user_id, o.id, p.id, 'paid', '[]'::jsonb, o.subtotal_cents,
    o.discount_cents, o.amount_cents, o.paid_at, o.paid_at
  from orders o join projects p on p.order_id = o.id`)
await db.execute(sql`
  insert into payments (order_id, provider, provider_id, status, amount_cents, idempotency_key, client_secret,
    succeeded_at, created_at)
  select o.id, 'test', 'pi_' || o.id || '_' || k, case when k = 1 then 'succeeded' else 'failed' end,
    o.amount_cents, 'key_' || o.id || '_' || k, 'secret_' || o.id || '_' || k,
    case when k = 1 then o.paid_at end, o.paid_at - (k || ' minutes')::interval
  from orders o cross join generate_series(1, 2) k
  where o.status = 'paid' and o.payment_method = 'card' and (k = 1 or o.id % 9 = 0)`)
await db.execute(sql`
  insert into credit_notes (number, invoice_id, amount_cents, reason, created_at)
  select 'CN-' || lpad(i.id::text, 7, '0'), i.id, 2500, 'Partial refund', i.paid_at + interval '2 days'
  from invoices i where i.id % 50 = 0`)
await db.execute(sql`vacuum analyze`)
const seedMs = performance.now() - seedStart

const { app, base } = await serveApp(database)
const headers = await signInStaff(database, base, 'cfo')
const time = timer(base, headers)

const STATS = '/api/cfo/stats?days=365&status=all'
const check = (await (await fetch(base + STATS, { headers })).json()) as { totalOrders: number }
if (!(check.totalOrders > ORDERS * 0.4))
  throw new Error(`unexpected stats: ${JSON.stringify(check).slice(0, 300)}`)

for (let i = 0; i < WARMUP; i++) await time(STATS)
const samples: number[] = []
const control: number[] = []
for (let i = 0; i < SAMPLES; i++) {
  samples.push(await time(STATS))
  control.push(await time('/healthz'))
}

// The export's longest period is a year: paid orders are added to the last year until it holds ORDERS of them.
const extra = ORDERS - check.totalOrders
await db.execute(sql`
  insert into orders (user_id, title, business_type, status, subtotal_cents, discount_cents, amount_cents,
    coupon_codes, payment_method, paid_at, created_at)
  select u.id, 'Website extra ' || g, 'bakery', 'paid', 12000, 0, 12000, '[]'::jsonb, 'card',
    now() - (g * ${(364 * 24 * 60) / ORDERS}::float8 || ' minutes')::interval,
    now() - (g * ${(364 * 24 * 60) / ORDERS}::float8 || ' minutes')::interval - interval '1 hour'
  from generate_series(1, ${extra}) g
  join users u on u.email = 'customer' || (1 + g % ${CUSTOMERS}) || '@bench.example'`)
await db.execute(sql`
  insert into projects (order_id, user_id, title, business_type, amount_cents, status, created_at)
  select o.id, o.user_id, o.title, o.business_type, o.amount_cents, 'requirements_needed', o.paid_at
  from orders o where o.title like 'Website extra %'`)
await db.execute(sql`
  insert into invoices (number, user_id, order_id, project_id, status, lines, subtotal_cents, discount_cents,
    total_cents, issued_at, paid_at)
  select 'INV-X' || lpad(o.id::text, 7, '0'), o.user_id, o.id, p.id, 'paid', '[]'::jsonb, o.subtotal_cents,
    o.discount_cents, o.amount_cents, o.paid_at, o.paid_at
  from orders o join projects p on p.order_id = o.id where o.title like 'Website extra %'`)
await db.execute(sql`analyze`)
const year = (await (await fetch(base + STATS, { headers })).json()) as { totalOrders: number }
if (year.totalOrders !== ORDERS) throw new Error(`the last year holds ${year.totalOrders} paid orders`)

// The CSV of the last year, with the process's RSS sampled while it streams.
global.gc?.()
const idleRss = process.memoryUsage().rss
let peakRss = idleRss
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 5)
const csvStart = performance.now()
const res = await fetch(`${base}/api/cfo/export?type=csv&days=365&status=all`, { headers })
if (!res.ok || !res.body) throw new Error(`export: ${res.status}`)
let bytes = 0
let lines = 0
for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
  bytes += chunk.length
  for (const b of chunk) if (b === 10) lines++
}
const csvMs = performance.now() - csvStart
clearInterval(sampler)
peakRss = Math.max(peakRss, process.memoryUsage().rss)
const aboveMb = (peakRss - idleRss) / 1024 / 1024
if (lines - 1 !== year.totalOrders)
  throw new Error(`the CSV has ${lines - 1} orders, the stats ${year.totalOrders}`)

const f = (n: number) => n.toFixed(1).padStart(7)
const s = summary(samples)
const c = summary(control)
console.log(
  `\n## Finance dashboard on ${database.kind} (${ORDERS.toLocaleString('en-US')} orders over two years, ` +
    `seeded in ${(seedMs / 1000).toFixed(1)} s; ${SAMPLES} samples, one request at a time)`,
)
console.log(`                                   p50       p99       max   (ms)   ratio to budget`)
const statsOk = s.p99 < STATS_BUDGET_MS
console.log(
  `${'stats, 365 days'.padEnd(30)} ${f(s.p50)}   ${f(s.p99)}   ${f(s.max)}          p99 / ${STATS_BUDGET_MS} ms = ${(s.p99 / STATS_BUDGET_MS).toFixed(2)}  ${statsOk ? 'PASS' : 'FAIL'}`,
)
console.log(`${'control: GET /healthz'.padEnd(30)} ${f(c.p50)}   ${f(c.p99)}   ${f(c.max)}`)
// The export's budgets are judged on PostgreSQL; PGlite (one query at a time, in this process) shows them.
const csvOk = !databaseUrl || csvMs < CSV_BUDGET_MS
const rssOk = !databaseUrl || aboveMb < RSS_BUDGET_MB
const verdict = (ok: boolean, ratio: number) =>
  databaseUrl
    ? ok
      ? 'PASS'
      : 'FAIL'
    : `(${ratio < 1 ? 'within' : 'over'} budget; shown, judged on PostgreSQL)`
console.log(
  `CSV export, ${year.totalOrders.toLocaleString('en-US')} orders, ${(bytes / 1024 / 1024).toFixed(1)} MB: ` +
    `${csvMs.toFixed(0)} ms (/ ${CSV_BUDGET_MS} ms = ${(csvMs / CSV_BUDGET_MS).toFixed(2)}) ${verdict(csvOk, csvMs / CSV_BUDGET_MS)}; ` +
    `peak RSS ${aboveMb.toFixed(1)} MB above idle (/ ${RSS_BUDGET_MB} MB = ${(aboveMb / RSS_BUDGET_MB).toFixed(2)}) ${verdict(rssOk, aboveMb / RSS_BUDGET_MB)}`,
)
await app.close()
await database.close()
process.exit(statsOk && csvOk && rssOk ? 0 : 1)

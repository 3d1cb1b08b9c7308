// Sign-in latency and throughput over HTTP on this machine: admin-login (argon2id) and verify-otp, ten at a
// time, against GET /healthz through the same stack as the control. Budget: admin-login p99 < 250 ms.
import { desc, eq } from 'drizzle-orm'
import { buildApp } from '../src/server/app'
import { testConfig } from '../src/server/config'
import { createDatabase } from '../src/server/db/client'
import { mailboxMessages } from '../src/server/db/schema/dev-mailbox'
import { createStaffAccount } from '../src/server/modules/users/users.service'

const CONCURRENCY = 10
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200)
const BUDGET_MS = 250

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function run(label: string, total: number, request: (i: number) => Promise<Response>) {
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++
        if (i >= total) return
        const t0 = performance.now()
        const res = await request(i)
        await res.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (!res.ok) failures++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const r = {
    label,
    rps: total / seconds,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted.at(-1)!,
    failures,
  }
  console.log(
    `${label.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms   failures ${failures}`,
  )
  return r
}

const databaseUrl = process.env.BENCH_DATABASE_URL
const database = await createDatabase(databaseUrl ? { databaseUrl } : { inMemory: true })
await database.migrate()
const config = testConfig({ smtpUrl: undefined, trustProxy: 1, logLevel: 'silent' })
const app = await buildApp(config, { database })
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
const ip = (i: number) => `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`
const json = (body: unknown, i: number) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(i) },
  body: JSON.stringify(body),
})

// Enough admin accounts that the per-account guess limit (10 per 15 minutes) never answers for the hash.
const ADMINS = Math.ceil(LOGINS / 8)
for (let i = 0; i < ADMINS; i++)
  await createStaffAccount(database.db, {
    role: 'admin',
    email: `bench-admin-${i}@studio.test`,
    password: 'bench password 123',
  })

// Sign-in codes for the verify-otp run, read back from the development mailbox.
const emails = Array.from({ length: LOGINS }, (_, i) => `bench-${i}@example.com`)
for (let i = 0; i < emails.length; i++)
  await fetch(`${base}/api/auth/send-otp`, json({ email: emails[i], purpose: 'login' }, i))
await app.ctx.jobs.flush()
const codes = new Map<string, string>()
for (const email of emails) {
  const [mail] = await database.db
    .select({ text: mailboxMessages.text })
    .from(mailboxMessages)
    .where(eq(mailboxMessages.to, email))
    .orderBy(desc(mailboxMessages.id))
    .limit(1)
  codes.set(email, /\b(\d{6})\b/.exec(mail!.text)![1]!)
}

console.log(
  `\n## Sign-in on this machine, ${database.kind} (${CONCURRENCY} concurrent clients, ${LOGINS} requests each, HTTP on loopback)`,
)
await run('warm-up', 20, () => fetch(`${base}/healthz`))
const control = await run('control GET /healthz', LOGINS, () => fetch(`${base}/healthz`))
const login = await run('POST admin-login', LOGINS, (i) =>
  fetch(
    `${base}/api/auth/admin-login`,
    json({ email: `bench-admin-${i % ADMINS}@studio.test`, password: 'bench password 123' }, i),
  ),
)
const verify = await run('POST verify-otp', LOGINS, (i) =>
  fetch(
    `${base}/api/auth/verify-otp`,
    json({ email: emails[i], otp: codes.get(emails[i]!), purpose: 'login' }, i),
  ),
)
console.log(
  `ratio admin-login p99 / budget ${BUDGET_MS} ms   ${(login.p99 / BUDGET_MS).toFixed(2)}  (${login.p99 < BUDGET_MS ? 'PASS' : 'FAIL'})`,
)
console.log(`ratio admin-login throughput / control  ${(login.rps / control.rps).toFixed(3)}`)
console.log(`ratio verify-otp throughput / control   ${(verify.rps / control.rps).toFixed(3)}`)
await app.close()
await database.close()
process.exit(login.p99 < BUDGET_MS && login.failures === 0 && verify.failures === 0 ? 0 : 1)

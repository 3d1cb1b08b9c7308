// What the HTTP benchmarks of the staff areas share: the app served on a free local port, a staff account
// signed in, one request timed, and the percentiles of a run.
import { buildApp } from '../src/server/app'
import { testConfig } from '../src/server/config'
import type { DatabaseHandle } from '../src/server/db/client'
import { createStaffAccount } from '../src/server/modules/users'

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** p50, p99 and the slowest of a run's samples. */
export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1)! }
}

/** The app on the database, listening on a free port of 127.0.0.1, without its job runner (nothing is queued). */
export async function serveApp(database: DatabaseHandle) {
  const config = testConfig({ smtpUrl: undefined, logLevel: 'silent' })
  const app = await buildApp(config, { database })
  await app.ctx.jobs.stop()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  return { app, base }
}

/**
 * A staff account of the role, created and signed in through its area's sign-in (`/api/auth/<role>-login`);
 * returns the headers its requests carry (the bearer token, and compression as a browser asks for it).
 */
export async function signInStaff(database: DatabaseHandle, base: string, role: 'admin' | 'cfo') {
  const credentials = { email: `bench-${role}@studio.test`, password: `bench ${role} password 1` }
  await createStaffAccount(database.db, { role, ...credentials })
  const login = await fetch(`${base}/api/auth/${role}-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!login.ok) throw new Error(`${role}-login: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' }
}

/** Times one GET of `url` to its last byte, in ms; a failed answer stops the benchmark. */
export function timer(base: string, headers: Record<string, string>) {
  return async function time(url: string) {
    const start = performance.now()
    const res = await fetch(base + url, { headers })
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
    await res.arrayBuffer()
    return performance.now() - start
  }
}

// The built server as operators run it: a graceful shutdown under load, and recovery after kill -9, on the
// embedded database. Each test starts its own server on its own data folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/server/db/client'
import { contactSubmissions } from '../src/server/db/schema/contact'
import { mailboxMessages } from '../src/server/db/schema/dev-mailbox'
import { startBuiltServer } from './support/server'

const folders: string[] = []
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true })
})

/** The built server on its own data folder, with staff from configuration and proxies trusted locally. */
function start(dataDir: string, env: Record<string, string> = {}) {
  return startBuiltServer(dataDir, {
    TRUST_PROXY: '127.0.0.1',
    // Stopping at the end of the run needs no grace period.
    SHUTDOWN_GRACE_MS: '0',
    ADMIN_EMAIL: 'admin@reliability.test',
    ADMIN_PASSWORD: 'reliability-admin-password',
    CFO_EMAIL: 'cfo@reliability.test',
    CFO_PASSWORD: 'reliability-cfo-password',
    ...env,
  })
}

let visitor = 0
/** A contact request from its own client address, so the per-address limits never answer it. */
function contact(base: string, email: string) {
  visitor++
  return fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({ name: 'Load Test', email, details: 'A site for the shop, please.' }),
  })
}

function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause
  return cause?.code ?? (err as Error).message
}

describe('the built server', () => {
  // What a load balancer does: it keeps sending until the instance's readiness check fails, then sends nothing
  // new; requests already sent must all be answered.
  it('drains on SIGTERM: readiness turns 503, no connection is reset, no acknowledged write is lost', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sitecraft-drain-'))
    folders.push(dataDir)
    const server = await start(dataDir, { SHUTDOWN_GRACE_MS: '1500' })
    const acknowledged: string[] = []
    const failures: string[] = []
    const readiness: number[] = []
    let stop = false
    let removed = false
    let servedAfterSignal = 0
    let n = 0
    let killedAt = Infinity

    async function worker(id: number) {
      while (!stop && !removed) {
        const email = `load-${id}-${n++}@example.com`
        const write = n % 2 === 1
        try {
          const res = await (write
            ? contact(server.baseUrl, email)
            : fetch(`${server.baseUrl}/api/portfolio`))
          await res.arrayBuffer()
          if (res.status === 200 && Date.now() > killedAt) servedAfterSignal++
          if (res.status === 200 && write) acknowledged.push(email)
          else if (res.status !== 200) failures.push(`status ${res.status}`)
        } catch (err) {
          const code = errorCode(err)
          // Once the server has closed, new connections are refused: that is the end, not a failure.
          if (code === 'ECONNREFUSED') return
          failures.push(`${code}@${Date.now() - killedAt}`)
        }
      }
    }

    const workers = Array.from({ length: 6 }, (_, i) => worker(i))
    await new Promise((r) => setTimeout(r, 1500))
    server.child.kill('SIGTERM')
    killedAt = Date.now()
    const probe = (async () => {
      for (let i = 0; i < 10; i++) {
        const status = await fetch(`${server.baseUrl}/readyz`)
          .then((r) => r.status)
          .catch(() => 0)
        if (status) readiness.push(status)
        if (status === 503) removed = true
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const code = await server.exited
    stop = true
    await Promise.all([...workers, probe])

    expect(code).toBe(0)
    expect(readiness.length).toBeGreaterThan(0)
    // The signal takes a moment to arrive; from the first 503 on, readiness never comes back.
    expect(readiness).toContain(503)
    expect(readiness.slice(readiness.indexOf(503)).every((s) => s === 503)).toBe(true)
    expect(failures).toEqual([])
    expect(servedAfterSignal).toBeGreaterThan(0)
    expect(acknowledged.length).toBeGreaterThan(5)

    const database = await createDatabase({ dataDir })
    try {
      const rows = await database.db
        .select({ email: contactSubmissions.email })
        .from(contactSubmissions)
        .where(inArray(contactSubmissions.email, acknowledged))
      expect(new Set(rows.map((r) => r.email)).size).toBe(acknowledged.length)
    } finally {
      await database.close()
    }
  }, 60_000)

  it('recovers after kill -9: every acknowledged request is kept and each mail is delivered exactly once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sitecraft-kill-'))
    folders.push(dataDir)
    const env = { JOB_LEASE_MS: '2000' }
    const first = await start(dataDir, env)
    const acknowledged: string[] = []
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const email = `crash-${i}@example.com`
        const res = await contact(first.baseUrl, email)
        if (res.status === 200) acknowledged.push(email)
      }),
    )
    first.child.kill('SIGKILL')
    await first.exited
    expect(acknowledged).toHaveLength(20)

    const second = await start(dataDir, env)
    const expected = acknowledged.length
    let delivered: Array<{ to: string }> = []
    for (let i = 0; i < 100 && delivered.length < expected; i++) {
      const res = await fetch(`${second.baseUrl}/dev/mailbox/messages`)
      const all = (await res.json()) as Array<{ to: string; kind: string }>
      delivered = all.filter((m) => m.kind === 'contact-ack')
      await new Promise((r) => setTimeout(r, 200))
    }
    second.child.kill('SIGTERM')
    await second.exited

    const database = await createDatabase({ dataDir })
    try {
      const kept = await database.db
        .select({ email: contactSubmissions.email })
        .from(contactSubmissions)
        .where(inArray(contactSubmissions.email, acknowledged))
      expect(kept).toHaveLength(expected)
      const acks = await database.db
        .select({ to: mailboxMessages.to })
        .from(mailboxMessages)
        .where(inArray(mailboxMessages.to, acknowledged))
      expect(acks.map((a) => a.to).sort()).toEqual([...acknowledged].sort())
    } finally {
      await database.close()
    }
  }, 90_000)
})

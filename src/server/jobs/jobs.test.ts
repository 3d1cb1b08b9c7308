import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobs, jobSchedules } from '../db/schema/jobs'
import { withTransaction } from '../db/transaction'
import { enqueueMail } from '../integrations/mail/outbox'
import { createSmtpTransport } from '../integrations/mail/transport'
import { fixedClock } from '../lib/clock'
import { createTestApp, type TestApp } from '../test/test-app'
import { enqueueJob, findJob, listDeadJobs, markEventProcessed, retryDelayMs } from './queue'

const clock = fixedClock(new Date(Date.now() + 7200_000))
let a: TestApp
let b: TestApp
beforeAll(async () => {
  a = await createTestApp({ clock })
  // A second instance on the same database, as behind a load balancer.
  b = await createTestApp({ clock, database: a.database })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

/** Registers the same counting handler on both instances. */
function countingKind(kind: string, fail = 0) {
  const runs: number[] = []
  let failures = fail
  for (const t of [a, b]) {
    t.app.ctx.jobs.register({
      kind,
      async run(payload) {
        runs.push(payload.n as number)
        if (failures > 0) {
          failures--
          throw new Error('provider unavailable')
        }
      },
    })
  }
  return runs
}

describe('jobs', () => {
  it('never runs a job queued in a transaction that rolled back', async () => {
    const runs = countingKind('rollback-test')
    await expect(
      withTransaction(a.app.ctx, async ({ tx }) => {
        await enqueueJob(tx, { kind: 'rollback-test', payload: { n: 1 } })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    await Promise.all([a.app.ctx.jobs.flush(), b.app.ctx.jobs.flush()])
    expect(runs).toEqual([])
    const rows = await a.database.db.select().from(jobs).where(eq(jobs.kind, 'rollback-test'))
    expect(rows).toHaveLength(0)
  })

  it('runs each committed job once while two runners poll at the same time', async () => {
    const runs = countingKind('once-test')
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        withTransaction(a.app.ctx, ({ tx }) => enqueueJob(tx, { kind: 'once-test', payload: { n } })),
      ),
    )
    const counts = await Promise.all([
      a.app.ctx.jobs.flush(),
      b.app.ctx.jobs.flush(),
      a.app.ctx.jobs.flush(),
      b.app.ctx.jobs.flush(),
    ])
    // Committing woke this instance's runner already; the passes together ran each job once.
    expect(counts.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(20)
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n))
    for (const id of ids)
      expect(await findJob(a.database.db, id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('runs a job the database timed within the current millisecond, in the same pass', async () => {
    const runs = countingKind('same-ms-test')
    // As the database's own now() writes it: microseconds past the clock's millisecond.
    await a.database.db.insert(jobs).values({
      kind: 'same-ms-test',
      payload: { n: 1 },
      runAt: sql`${clock.now().toISOString()}::timestamptz + interval '400 microseconds'`,
    })
    await a.app.ctx.jobs.flush()
    expect(runs).toEqual([1])
  })

  it('retries with exponential backoff, then leaves the job dead for an admin to see', async () => {
    const runs = countingKind('hopeless-test', 100)
    const id = await enqueueJob(a.database.db, { kind: 'hopeless-test', payload: { n: 7 }, maxAttempts: 3 })
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await a.app.ctx.jobs.flush()).toBe(0)
      const row = (await findJob(a.database.db, id))!
      expect(row.attempts).toBe(attempt)
      expect(row.lastError).toBe('provider unavailable')
      if (attempt < 3) {
        expect(row.status).toBe('pending')
        expect(row.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(attempt))
        // Not due a second early.
        clock.advance(retryDelayMs(attempt) - 1000)
        expect(await a.app.ctx.jobs.flush()).toBe(0)
        expect(runs).toHaveLength(attempt)
        clock.advance(1000)
      } else {
        expect(row.status).toBe('dead')
        expect(row.finishedAt).not.toBeNull()
      }
    }
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1))
    clock.advance(24 * 3600_000)
    await a.app.ctx.jobs.flush()
    expect(runs).toHaveLength(3)
    expect((await listDeadJobs(a.database.db)).map((j) => j.id)).toContain(id)
  })

  it('lets another runner take a job over once its lease has run out', async () => {
    let release!: () => void
    const blocked = new Promise<void>((resolve) => (release = resolve))
    let started!: () => void
    const hasStarted = new Promise<void>((resolve) => (started = resolve))
    const runsA: number[] = []
    const runsB: number[] = []
    a.app.ctx.jobs.register({
      kind: 'stuck-test',
      async run() {
        runsA.push(1)
        started()
        await blocked
      },
    })
    b.app.ctx.jobs.register({
      kind: 'stuck-test',
      async run() {
        runsB.push(1)
      },
    })
    const id = await enqueueJob(a.database.db, { kind: 'stuck-test', payload: {} })
    const first = a.app.ctx.jobs.flush()
    await hasStarted
    // Within the lease, the other runner leaves it alone.
    expect(await b.app.ctx.jobs.flush()).toBe(0)
    clock.advance(a.config.jobLeaseMs + 1000)
    expect(await b.app.ctx.jobs.flush()).toBe(1)
    expect(await findJob(a.database.db, id)).toMatchObject({ status: 'done', attempts: 2 })
    release()
    // The first runner finishes late and does not overwrite the takeover.
    expect(await first).toBe(0)
    expect(runsA).toHaveLength(1)
    expect(runsB).toHaveLength(1)
    expect(await findJob(a.database.db, id)).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('renews the lease while a handler runs, so a slow job is not taken over', async () => {
    // The lease is 600 ms and the handler runs for 1.2 s of the apps' clock. The renewal is a timer (every third of
    // the lease): fake timers fire it as the clock moves, without waiting.
    const time = fixedClock(new Date(Date.now() + 7200_000))
    const x = await createTestApp({ clock: time, database: a.database, config: { jobLeaseMs: 600 } })
    const y = await createTestApp({ clock: time, database: a.database, config: { jobLeaseMs: 600 } })
    let release!: () => void
    const blocked = new Promise<void>((resolve) => (release = resolve))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const runs: string[] = []
      let started!: () => void
      const hasStarted = new Promise<void>((resolve) => (started = resolve))
      x.app.ctx.jobs.register({
        kind: 'slow-lease-test',
        run: async () => {
          runs.push('x')
          started()
          await blocked
        },
      })
      y.app.ctx.jobs.register({ kind: 'slow-lease-test', run: async () => void runs.push('y') })
      const id = await enqueueJob(a.database.db, { kind: 'slow-lease-test', payload: {} })
      const first = x.app.ctx.jobs.flush()
      await hasStarted
      for (let ms = 0; ms < 1200; ms += 200) {
        time.advance(200)
        await vi.advanceTimersByTimeAsync(200)
        // The renewal that timer started has landed: the lease runs a full lease from now.
        const renewed = time.now().getTime() + 600
        await vi.waitFor(async () =>
          expect((await findJob(a.database.db, id))!.lockedUntil!.getTime()).toBeGreaterThanOrEqual(renewed),
        )
      }
      expect(await y.app.ctx.jobs.flush()).toBe(0)
      release()
      expect(await first).toBe(1)
      expect(runs).toEqual(['x'])
      expect(await findJob(a.database.db, id)).toMatchObject({ status: 'done', attempts: 1 })
    } finally {
      release()
      vi.useRealTimers()
      await y.close()
      await x.close()
    }
  })

  it('runs a scheduled job once per period across two runners', async () => {
    const runs = countingKind('nightly-test')
    for (const t of [a, b])
      t.app.ctx.jobs.schedule({ name: 'nightly-test', kind: 'nightly-test', everyMs: 3600_000 })
    const tick = async () => {
      await Promise.all([a.app.ctx.jobs.runSchedules(), b.app.ctx.jobs.runSchedules()])
      await Promise.all([a.app.ctx.jobs.flush(), b.app.ctx.jobs.flush()])
      return runs.length
    }
    expect(await tick()).toBe(1)
    expect(await tick()).toBe(1)
    clock.advance(3600_000 - 1000)
    expect(await tick()).toBe(1)
    clock.advance(1000)
    expect(await tick()).toBe(2)
    expect(await tick()).toBe(2)
    const [row] = await a.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'nightly-test'))
    expect(row!.nextRunAt.getTime()).toBe(clock.now().getTime() + 3600_000)
    expect(await a.database.db.select().from(jobs).where(eq(jobs.kind, 'nightly-test'))).toHaveLength(2)
  })

  it('records an incoming event once', async () => {
    expect(await markEventProcessed(a.database.db, 'stripe', 'evt_1')).toBe(true)
    expect(await markEventProcessed(a.database.db, 'stripe', 'evt_1')).toBe(false)
    expect(await markEventProcessed(a.database.db, 'other', 'evt_1')).toBe(true)
    await expect(
      withTransaction(a.app.ctx, async ({ tx }) => {
        expect(await markEventProcessed(tx, 'stripe', 'evt_2')).toBe(true)
        throw new Error('handling failed')
      }),
    ).rejects.toThrow()
    // A rolled-back handling leaves the event to be handled again.
    expect(await markEventProcessed(a.database.db, 'stripe', 'evt_2')).toBe(true)
  })

  it('runs after-commit work only after a commit', async () => {
    const seen: string[] = []
    await withTransaction(a.app.ctx, async ({ afterCommit }) => {
      afterCommit(() => void seen.push('committed'))
    })
    await withTransaction(a.app.ctx, async ({ afterCommit }) => {
      afterCommit(() => void seen.push('rolled back'))
      throw new Error('no')
    }).catch(() => {})
    expect(seen).toEqual(['committed'])
  })

  it('gives the transaction callback no database handle but the transaction', async () => {
    await withTransaction(a.app.ctx, async (t) => {
      expect('db' in t).toBe(false)
      expect('database' in t).toBe(false)
      expect(typeof t.tx.select).toBe('function')
    })
  })
})

describe('mail jobs', () => {
  it('drops the body and subject of a sent mail and keeps who it went to', async () => {
    const id = await enqueueMail(a.database.db, {
      to: 'body@example.com',
      kind: 'sign-in-code',
      subject: 'Your SiteCraft sign-in code: 123456',
      text: 'Code 123456',
      html: '<p>123456</p>',
    })
    expect((await findJob(a.database.db, id))!.payload).toMatchObject({ text: 'Code 123456' })
    await a.app.ctx.jobs.flush()
    expect(a.smtp.to('body@example.com')).toHaveLength(1)
    const row = (await findJob(a.database.db, id))!
    expect(row.status).toBe('done')
    expect(row.payload).toEqual({ to: 'body@example.com', kind: 'sign-in-code' })
    expect(JSON.stringify(row)).not.toContain('123456')
  })

  it('sends a sign-in code before other mail queued earlier', async () => {
    const one = await createTestApp({ clock, database: a.database, config: { jobConcurrency: 1 } })
    try {
      for (const n of [1, 2, 3])
        await enqueueMail(a.database.db, {
          to: `later-${n}@example.com`,
          kind: 'contact-ack',
          subject: 's',
          text: 't',
          html: 'h',
        })
      await enqueueMail(a.database.db, {
        to: 'first@example.com',
        kind: 'sign-in-code',
        subject: 's',
        text: 't',
        html: 'h',
      })
      await one.app.ctx.jobs.flush()
      const order = one.smtp.messages.map((m) => m.to[0])
      expect(order[0]).toBe('first@example.com')
      expect(order).toHaveLength(4)
    } finally {
      await one.close()
    }
  })

  it('keeps a slot for sign-in codes while other work is slow', async () => {
    let release!: () => void
    const blocked = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    a.app.ctx.jobs.register({ kind: 'slow-test', run: () => (started++, blocked) })
    await enqueueJob(a.database.db, { kind: 'slow-test', payload: {} })
    await enqueueJob(a.database.db, { kind: 'slow-test', payload: {} })
    await enqueueJob(a.database.db, { kind: 'slow-test', payload: {} })
    await enqueueJob(a.database.db, { kind: 'slow-test', payload: {} })
    const pass = a.app.ctx.jobs.flush()
    // Every slot but the urgent one is taken by slow work (the pass starts its batch at once, then waits).
    await vi.waitFor(() => expect(started).toBe(a.config.jobConcurrency - 1))
    await withTransaction(a.app.ctx, ({ tx }) =>
      enqueueMail(tx, { to: 'urgent@example.com', kind: 'sign-in-code', subject: 's', text: 't', html: 'h' }),
    )
    await vi.waitFor(() => expect(a.smtp.to('urgent@example.com')).toHaveLength(1), { timeout: 5000 })
    release()
    await pass
  })

  it('gives up on an SMTP server that never answers well within the lease', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((s) => void sockets.push(s))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as AddressInfo).port
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 300,
    })
    const started = Date.now()
    await expect(
      transport.send({
        from: 'a@example.com',
        to: 'b@example.com',
        subject: 's',
        text: 't',
        html: 'h',
        kind: 'x',
      }),
    ).rejects.toThrow(/greeting|timeout/i)
    expect(Date.now() - started).toBeLessThan(3000)
    await transport.close()
    for (const s of sockets) s.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })
})

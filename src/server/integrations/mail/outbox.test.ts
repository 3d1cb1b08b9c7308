import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema/jobs'
import { fixedClock } from '../../lib/clock'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { enqueueMail, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox'
import { createMailboxTransport } from './transport'

// The app's clock, moved by the tests to reach each retry's due time without waiting.
const clock = fixedClock(new Date(Date.now() + 3600_000))
let t: TestApp
let other: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
  // A second instance on the same database, as behind a load balancer.
  other = await createTestApp({ clock, database: t.database })
})
afterAll(async () => {
  await other?.close()
  await t?.close()
})

let n = 0
function queue(to = `outbox-${++n}@example.com`) {
  return enqueueMail(t.database.db, {
    to,
    kind: 'test',
    subject: `Test ${n}`,
    text: 'Hello',
    html: '<p>Hello</p>',
  })
}

async function row(id: number) {
  const [r] = await t.database.db.select().from(jobs).where(eq(jobs.id, id))
  return { ...r!, to: r!.payload.to as string }
}

describe('mail outbox', () => {
  it('sends a queued mail once and marks it sent', async () => {
    const id = await queue('once@example.com')
    expect(await t.app.ctx.jobs.flush()).toBe(1)
    expect(t.smtp.to('once@example.com')).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null })
    expect(await t.app.ctx.jobs.flush()).toBe(0)
    expect(t.smtp.to('once@example.com')).toHaveLength(1)
  })

  it('never sends a mail queued in a transaction that rolled back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'rolled-back@example.com',
          kind: 'test',
          subject: 'x',
          text: 'x',
          html: 'x',
        })
        tx.rollback()
      })
      .catch(() => {})
    await t.app.ctx.jobs.flush()
    expect(t.smtp.to('rolled-back@example.com')).toHaveLength(0)
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = 'rolled-back@example.com'`)
    expect(rows).toHaveLength(0)
  })

  it('keeps a refused mail pending, retries it after the delay and sends it exactly once', async () => {
    const id = await queue('retry@example.com')
    t.smtp.failNext(1)
    expect(await t.app.ctx.jobs.flush()).toBe(0)
    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, finishedAt: null })
    expect(failed.lastError).toMatch(/451|Temporary failure/)
    expect(failed.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1))
    expect(t.smtp.to('retry@example.com')).toHaveLength(0)

    // Not due yet.
    clock.advance(retryDelayMs(1) - 1000)
    expect(await t.app.ctx.jobs.flush()).toBe(0)
    expect(t.smtp.to('retry@example.com')).toHaveLength(0)

    clock.advance(1000)
    expect(await t.app.ctx.jobs.flush()).toBe(1)
    expect(await t.app.ctx.jobs.flush()).toBe(0)
    expect(t.smtp.to('retry@example.com')).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null })
  })

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const id = await queue('hopeless@example.com')
    t.smtp.failNext(MAX_MAIL_ATTEMPTS)
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await t.app.ctx.jobs.flush()).toBe(0)
      const r = await row(id)
      expect(r.attempts).toBe(attempt)
      expect(r.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? 'pending' : 'dead')
      clock.advance(retryDelayMs(attempt))
    }
    clock.advance(3600_000)
    expect(await t.app.ctx.jobs.flush()).toBe(0)
    expect(t.smtp.to('hopeless@example.com')).toHaveLength(0)
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: MAX_MAIL_ATTEMPTS })
  })

  it('sends each mail once when two flushes run at the same time', async () => {
    const ids = [await queue(), await queue(), await queue()]
    const counts = await Promise.all([t.app.ctx.jobs.flush(), t.app.ctx.jobs.flush()])
    expect(counts[0] + counts[1]).toBe(3)
    for (const id of ids) {
      const r = await row(id)
      expect(r.status).toBe('done')
      expect(t.smtp.to(r.to)).toHaveLength(1)
    }
  })

  it('sends each mail once when two instances flush the same outbox at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => queue()))
    const counts = await Promise.all([t.app.ctx.jobs.flush(), other.app.ctx.jobs.flush()])
    expect(counts[0] + counts[1]).toBe(ids.length)
    for (const id of ids) {
      const r = await row(id)
      expect(r).toMatchObject({ status: 'done', attempts: 1 })
      expect([...t.smtp.to(r.to), ...other.smtp.to(r.to)]).toHaveLength(1)
    }
  })

  it('rejects the flush when the database fails, without an unhandled rejection', async () => {
    await queue('after-outage@example.com')
    await t.database.db.execute(sql`alter table jobs rename to jobs_away`)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      await expect(t.app.ctx.jobs.flush()).rejects.toThrow()
      // Give Node the turn of the event loop in which it reports unhandled rejections.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
      await t.database.db.execute(sql`alter table jobs_away rename to jobs`)
    }
    // The dispatcher recovers on the next pass.
    expect(await t.app.ctx.jobs.flush()).toBe(1)
    expect(t.smtp.to('after-outage@example.com')).toHaveLength(1)
  })
})

describe('development mailbox', () => {
  let dev: TestApp
  let prod: TestApp
  beforeAll(async () => {
    dev = await createTestApp({ config: { smtpUrl: undefined } })
    prod = await createTestApp({ config: { devRoutes: false } })
  })
  afterAll(async () => {
    await dev?.close()
    await prod?.close()
  })

  it('keeps what would have been sent and shows it, escaped', async () => {
    const res = await dev.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: '<b>Bo & Co</b>', email: 'bo@example.com', details: 'A bakery site with a menu.' },
    })
    expect(res.statusCode).toBe(200)
    await dev.flushMail()
    expect(dev.smtp.messages).toHaveLength(0)

    const list = await dev.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=bo@example.com' })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toHaveLength(1)
    expect(list.json()[0]).toMatchObject({
      to: 'bo@example.com',
      subject: 'We received your project details',
      kind: 'contact-ack',
    })
    const all = (await dev.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json()
    const notice = all.find((m: { kind: string }) => m.kind === 'contact-notice')
    expect(notice.subject).toMatch(/^New contact request #\d+ from <b>Bo & Co<\/b>$/)

    const page = await dev.app.inject({ method: 'GET', url: '/dev/mailbox' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('from &lt;b&gt;Bo &amp; Co&lt;/b&gt;</strong>')
    expect(page.body).not.toContain('<b>Bo')

    const html = await dev.app.inject({ method: 'GET', url: `/dev/mailbox/${notice.id}` })
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-security-policy']).toContain("default-src 'none'")
    expect(html.body).toContain('&lt;b&gt;Bo &amp; Co&lt;/b&gt;')
    expect(html.body).not.toContain('<b>Bo')
  })

  it('is not served when development routes are off', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/1']) {
      const res = await prod.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Development mailbox')
    }
  })
})

describe('the mailbox transport and the log', () => {
  async function logged(logCodes: boolean): Promise<string[]> {
    const lines: string[] = []
    const log = { info: (_obj: unknown, msg: string) => lines.push(msg) } as unknown as FastifyBaseLogger
    const transport = createMailboxTransport(t.database.db, log, { logCodes })
    await transport.send({
      from: 'hello@sitecraft.test',
      to: 'code@example.com',
      subject: 'Your SiteCraft sign-in code: 482913',
      text: 'Enter this code: 482913',
      html: '<p>482913</p>',
      kind: 'sign-in-code',
    })
    return lines
  }

  it('prints sign-in codes for a developer, and never in production', async () => {
    expect((await logged(true)).join('\n')).toContain('482913')
    expect((await logged(false)).join('\n')).not.toContain('482913')
  })
})

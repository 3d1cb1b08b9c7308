import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, jobSchedules } from '../db/schema/jobs'
import { mailboxMessages } from '../db/schema/dev-mailbox'
import { rateLimits } from '../db/schema/rate-limits'
import { otpCodes, sessions, users } from '../db/schema/auth'
import { fixedClock } from '../lib/clock'
import { createTestApp, type TestApp } from '../test/test-app'
import { enqueueJob } from './queue'
import { PRUNE_JOB, pruneExpired } from './prune'

const clock = fixedClock(new Date(Date.now() + 7200_000))
let a: TestApp
beforeAll(async () => {
  a = await createTestApp({ clock })
})
afterAll(async () => {
  await a?.close()
})

describe('prune job', () => {
  it('deletes expired codes, sessions, ended rate-limit windows and old finished jobs, and keeps the rest', async () => {
    const db = a.database.db
    const now = clock.now()
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const DAY = 24 * 3600_000
    const retention = a.config.jobRetentionDays * DAY
    const [user] = await db
      .insert(users)
      .values({ email: `prune-${now.getTime()}@example.com` })
      .returning()
    const otp = (expiresAt: Date, email: string) =>
      db.insert(otpCodes).values({ email, codeHash: 'h', salt: 's', expiresAt }).returning()
    const [oldOtp] = await otp(ago(2 * DAY), 'old-otp@example.com')
    const [freshOtp] = await otp(new Date(now.getTime() + 600_000), 'fresh-otp@example.com')
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) =>
      db.insert(sessions).values({ userId: user!.id, tokenHash, expiresAt, revokedAt }).returning()
    const [oldSession] = await session(`old-${now.getTime()}`, ago(2 * DAY))
    const [revoked] = await session(`rev-${now.getTime()}`, new Date(now.getTime() + DAY), ago(2 * DAY))
    const [live] = await session(`live-${now.getTime()}`, new Date(now.getTime() + DAY))
    await db.insert(rateLimits).values([
      { key: 'prune:old', count: 3, windowEndsAt: ago(1000) },
      { key: 'prune:live', count: 3, windowEndsAt: new Date(now.getTime() + 60_000) },
    ])
    const oldJob = await enqueueJob(db, { kind: 'prune-fixture', payload: {} })
    const recentJob = await enqueueJob(db, { kind: 'prune-fixture', payload: {} })
    const pendingJob = await enqueueJob(db, { kind: 'prune-fixture', payload: {} })
    await db
      .update(jobs)
      .set({ status: 'done', finishedAt: ago(retention + DAY) })
      .where(eq(jobs.id, oldJob))
    await db
      .update(jobs)
      .set({ status: 'dead', finishedAt: ago(DAY) })
      .where(eq(jobs.id, recentJob))
    await db
      .update(jobs)
      .set({ createdAt: ago(retention + DAY) })
      .where(eq(jobs.id, pendingJob))
    await db.insert(mailboxMessages).values([
      {
        to: 'x@example.com',
        from: 'f',
        subject: 'old',
        text: '123456',
        html: '',
        kind: 'sign-in-code',
        createdAt: ago(retention + DAY),
      },
      {
        to: 'x@example.com',
        from: 'f',
        subject: 'new',
        text: '654321',
        html: '',
        kind: 'sign-in-code',
        createdAt: ago(DAY),
      },
    ])

    // Through the scheduled job, as the runner does every hour.
    await db.update(jobSchedules).set({ nextRunAt: now }).where(eq(jobSchedules.name, PRUNE_JOB))
    expect(await a.app.ctx.jobs.runSchedules()).toBeGreaterThanOrEqual(1)
    await a.app.ctx.jobs.flush()
    const [pruneRun] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, PRUNE_JOB))
      .orderBy(sql`id desc`)
      .limit(1)
    expect(pruneRun).toMatchObject({ status: 'done' })

    const ids = async <T extends { id: number }>(q: Promise<T[]>) => (await q).map((r) => r.id)
    const otpIds = await ids(db.select().from(otpCodes))
    expect(otpIds).not.toContain(oldOtp!.id)
    expect(otpIds).toContain(freshOtp!.id)
    const sessionIds = await ids(db.select().from(sessions))
    expect(sessionIds).not.toContain(oldSession!.id)
    expect(sessionIds).not.toContain(revoked!.id)
    expect(sessionIds).toContain(live!.id)
    const keys = (await db.select().from(rateLimits)).map((r) => r.key)
    expect(keys).not.toContain('prune:old')
    expect(keys).toContain('prune:live')
    const jobIds = await ids(db.select().from(jobs))
    expect(jobIds).not.toContain(oldJob)
    expect(jobIds).toContain(recentJob)
    expect(jobIds).toContain(pendingJob)
    const subjects = (await db.select().from(mailboxMessages)).map((m) => m.subject)
    expect(subjects).not.toContain('old')
    expect(subjects).toContain('new')
    // Nothing left to prune.
    expect(await pruneExpired(db, now, a.config.jobRetentionDays)).toMatchObject({ otpCodes: 0, jobs: 0 })
  })
})

// One live maintenance plan per project, and the ways a plan ends. The races prove most on PostgreSQL
// (TEST_DATABASE_URL), where the requests really overlap.
import { readdir, readFile } from 'node:fs/promises'
import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { notifications } from '../../db/schema/notifications'
import { projectEvents, projects } from '../../db/schema/projects'
import { sessions } from '../../db/schema/auth'
import { seedCustomer, seedProject } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { randomToken, sha256 } from '../../lib/crypto'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject } from '../projects/lifecycle-fixtures'
import { acceptAndPay } from '../../test/maintenance-invoice'
import { invoiceDueCycles } from './billing.service'

const clock = fixedClock(new Date('2026-11-23T10:00:00Z'))
const at = (day: string) => clock.set(new Date(`${day}T10:00:00Z`))
const ADMIN = 'plans-admin@studio.test'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', ADMIN)
})
afterAll(async () => {
  await t?.close()
})

type Headers = Record<string, string>
/** A fresh admin session at the clock's time (staff sessions last hours). */
const asAdmin = async () => bearer(await signInStaff(t, 'admin', ADMIN))
/** A client session valid at the clock's time. */
async function asClient(userId: number): Promise<Headers> {
  const token = randomToken()
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000),
  })
  return bearer(token)
}
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const deliver = (headers: Headers, projectId: number, websiteUrl: string, maintenanceIncluded = true) =>
  post('/api/admin/deliver-project', headers, { projectId, websiteUrl, maintenanceIncluded })
const setStatus = (headers: Headers, projectId: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/projects/${projectId}`, headers, payload: { status } })

async function plansOf(projectId: number) {
  return t.database.db
    .select()
    .from(maintenanceSubscriptions)
    .where(eq(maintenanceSubscriptions.projectId, projectId))
    .orderBy(maintenanceSubscriptions.id)
}
const live = async (projectId: number) => (await plansOf(projectId)).filter((p) => p.status !== 'cancelled')
async function invoicedPeriods(subscriptionId: number) {
  const rows = await t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.periodStart)
  return rows.map((r) => r.periodStart)
}

describe('one maintenance plan per project', () => {
  it('gives one free month at delivery, never billed, and keeps it when the project is delivered again', async () => {
    at('2026-11-23')
    const admin = await asAdmin()
    const s = await seedClientProject(t, 'completed')
    expect((await deliver(admin, s.project.id, 'https://first.example')).statusCode).toBe(200)
    const [plan] = await plansOf(s.project.id)
    expect(plan).toMatchObject({
      status: 'included',
      amountCents: 0,
      startDate: '2026-11-23',
      currentPeriodEnd: '2026-12-23',
    })

    // Moved back to completed to correct the access details, then delivered again, maintenance ticked again.
    expect((await setStatus(admin, s.project.id, 'completed')).statusCode).toBe(200)
    const again = await deliver(admin, s.project.id, 'https://corrected.example')
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().project).toMatchObject({
      status: 'delivered',
      websiteUrl: 'https://corrected.example',
    })
    expect(await plansOf(s.project.id)).toEqual([plan])
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, s.project.id))
      .orderBy(projectEvents.id)
    expect(events.at(-1)!.note).toBe('Delivered: https://corrected.example. Its maintenance plan continues')
    // The free month passes: nothing is billed, it ends, and the client is told a plan is theirs to choose.
    at('2026-12-23')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    expect(await invoicedPeriods(plan!.id)).toEqual([])
    expect((await plansOf(s.project.id))[0]).toMatchObject({ status: 'cancelled', endsOn: '2026-12-22' })
    const [ended] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.projectId, s.project.id),
          eq(notifications.title, 'Free maintenance month ended'),
        ),
      )
    expect(ended!.message).toContain('nothing has been charged')
  })

  it("refuses an admin's second plan for a project with 409 until the first is cancelled", async () => {
    at('2026-11-23')
    const admin = await asAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const project = await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
    const body = { userId: user.id, projectId: project.id, amount: 15, startDate: '2026-12-01' }
    const first = await post('/api/admin/maintenance', admin, body)
    expect(first.statusCode).toBe(200)
    const second = await post('/api/admin/maintenance', admin, { ...body, planName: 'premium', amount: 75 })
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      'This project already has a maintenance plan. Cancel it first to start another.',
    )
    expect(await live(project.id)).toHaveLength(1)

    const id = first.json().subscriptionId
    expect((await post(`/api/admin/maintenance/${id}/cancel`, admin)).statusCode).toBe(200)
    const third = await post('/api/admin/maintenance', admin, { ...body, planName: 'premium', amount: 75 })
    expect(third.statusCode).toBe(200)
    expect((await live(project.id)).map((p) => p.id)).toEqual([third.json().subscriptionId])
  })

  it('keeps one live plan when the same project is delivered again 8 times at once', async () => {
    at('2026-11-23')
    const admin = await asAdmin()
    const s = await seedClientProject(t, 'completed')
    expect((await deliver(admin, s.project.id, 'https://one.example')).statusCode).toBe(200)
    expect((await setStatus(admin, s.project.id, 'completed')).statusCode).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => deliver(admin, s.project.id, `https://again-${i}.example`)),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7)
    expect(await live(s.project.id)).toHaveLength(1)
    expect(await plansOf(s.project.id)).toHaveLength(1)
  })

  it('starts one plan when an admin creates a plan for the same project 10 times at once', async () => {
    at('2026-11-23')
    const admin = await asAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const project = await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/admin/maintenance', admin, {
          userId: user.id,
          projectId: project.id,
          amount: 15,
          startDate: '2026-12-01',
        }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9)
    expect(await plansOf(project.id)).toHaveLength(1)
  })

  it("ends a project's plan when the project is cancelled, billing nothing after the period invoiced", async () => {
    at('2026-11-23')
    let admin = await asAdmin()
    const s = await seedClientProject(t, 'completed')
    expect((await deliver(admin, s.project.id, 'https://bakery.example')).statusCode).toBe(200)
    // During the free month the client chooses the basic plan: it starts when the free month ends.
    at('2026-12-01')
    const chosen = await post('/api/dashboard/subscriptions', await asClient(s.user.id), {
      projectId: s.project.id,
      plan: 'basic',
      billingCycle: 'monthly',
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    const plan = chosen.json().subscription
    await acceptAndPay(t, await asClient(s.user.id), plan.id)
    at('2026-12-23')
    await invoiceDueCycles(t.app.ctx)
    expect(await invoicedPeriods(plan!.id)).toEqual(['2026-12-23'])

    at('2027-01-05')
    admin = await asAdmin()
    expect((await setStatus(admin, s.project.id, 'cancelled')).statusCode).toBe(200)
    const ended = (await plansOf(s.project.id)).find((p) => p.id === plan.id)
    expect(ended).toMatchObject({ status: 'cancelled', endsOn: '2027-01-22' })
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.projectId, s.project.id), eq(notifications.title, 'Maintenance plan cancelled')),
      )
    expect(notice!.message).toBe(
      'As your project is cancelled, we have cancelled its Basic maintenance plan. Your plan ends on Jan 22, 2027; you will not be billed again.',
    )
    at('2027-01-23')
    await invoiceDueCycles(t.app.ctx)
    at('2027-02-23')
    await invoiceDueCycles(t.app.ctx)
    expect(await invoicedPeriods(plan!.id)).toEqual(['2026-12-23'])
  })
})

describe('cancelling a plan', () => {
  /** A client's plan of Dec 1, 2026, its first month invoiced. */
  async function invoicedPlan(opts: { project?: boolean } = {}) {
    at('2026-11-23')
    const admin = await asAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const project = opts.project
      ? await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
      : null
    const res = await post('/api/admin/maintenance', admin, {
      userId: user.id,
      ...(project ? { projectId: project.id } : {}),
      amount: 15,
      startDate: '2026-12-01',
    })
    expect(res.statusCode, res.body).toBe(200)
    const id: number = res.json().subscriptionId
    at('2026-12-01')
    await acceptAndPay(t, await asClient(user.id), id)
    expect(await invoicedPeriods(id)).toEqual(['2026-12-01'])
    return { user, id, project }
  }

  it('lets the client cancel their plan at the end of the month invoiced, and nobody else', async () => {
    const { user, id } = await invoicedPlan()
    at('2026-12-10')
    const stranger = await asClient((await seedCustomer(t.database.db, {}, { session: false })).user.id)
    const refused = await post(`/api/dashboard/subscriptions/${id}/cancel`, stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Maintenance plan not found')
    const [untouched] = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.id, id))
    expect(untouched!.status).toBe('active')
    // The admin's door is not the client's.
    expect((await post(`/api/admin/maintenance/${id}/cancel`, stranger)).statusCode).toBe(403)

    const owner = await asClient(user.id)
    const res = await post(`/api/dashboard/subscriptions/${id}/cancel`, owner)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Your plan ends on Dec 31, 2026; you will not be billed again.',
      endsOn: '2026-12-31',
    })
    // Repeating it changes nothing.
    expect((await post(`/api/dashboard/subscriptions/${id}/cancel`, owner)).json()).toEqual(res.json())
    const [listed] = (await get('/api/dashboard/subscriptions', owner)).json()
    expect(listed).toMatchObject({ id, status: 'cancelled', nextBillingDate: null, endsOn: '2026-12-31' })

    at('2027-01-01')
    await invoiceDueCycles(t.app.ctx)
    at('2027-02-01')
    await invoiceDueCycles(t.app.ctx)
    expect(await invoicedPeriods(id)).toEqual(['2026-12-01'])
  })

  it("lets an admin list every plan and cancel any client's plan; the client is told", async () => {
    const { user, id, project } = await invoicedPlan({ project: true })
    at('2026-12-10')
    const admin = await asAdmin()
    const page = await get('/api/admin/maintenance?pageSize=100', admin)
    expect(page.statusCode).toBe(200)
    const item = page.json().items.find((p: { id: number }) => p.id === id)
    expect(item).toMatchObject({
      id,
      projectId: project!.id,
      projectTitle: project!.title,
      user: { id: user.id, email: user.email },
      status: 'active',
      nextBillingDate: '2027-01-01',
      endsOn: null,
    })

    expect((await post('/api/admin/maintenance/999999/cancel', admin)).statusCode).toBe(404)
    const res = await post(`/api/admin/maintenance/${id}/cancel`, admin)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'The plan ends on Dec 31, 2026; the client will not be billed again.',
      endsOn: '2026-12-31',
    })
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Maintenance plan cancelled')))
    expect(notice!.message).toBe(
      'We have cancelled your Basic maintenance plan. Your plan ends on Dec 31, 2026; you will not be billed again.',
    )
    // Live plans first: the cancelled one now follows every live one.
    const items: Array<{ id: number; status: string }> = (
      await get('/api/admin/maintenance?pageSize=100', admin)
    ).json().items
    const firstCancelled = items.findIndex((p) => p.status === 'cancelled')
    expect(items.slice(firstCancelled).every((p) => p.status === 'cancelled')).toBe(true)
    expect(items.find((p) => p.id === id)).toMatchObject({ status: 'cancelled', endsOn: '2026-12-31' })
  })
})

describe('the migration to one plan per project', () => {
  it('ends later duplicates and the plans of cancelled projects, so the unique index can be made', async () => {
    const dir = new URL('../../db/migrations/', import.meta.url)
    let migration = ''
    // The migration that first made the index (a later one changed which plans it counts).
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort()) {
      const text = await readFile(new URL(name, dir), 'utf8')
      if (!migration && text.includes('maintenance_subscriptions_project_live_key')) migration = text
    }
    const steps = migration
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n)*\s*(UPDATE|CREATE UNIQUE INDEX)/.test(s))
    expect(steps).toHaveLength(2)

    const db = t.database.db
    await db.execute(sql`drop index maintenance_subscriptions_project_live_key`)
    const { user } = await seedCustomer(db, {}, { session: false })
    const twice = await seedProject(db, { userId: user.id, status: 'delivered' })
    const dropped = await seedProject(db, { userId: user.id, status: 'cancelled' })
    const plan = (projectId: number) => ({
      userId: user.id,
      projectId,
      plan: 'basic',
      amountCents: 15_00,
      startDate: '2026-12-23',
      currentPeriodEnd: '2027-01-23',
    })
    const rows = await db
      .insert(maintenanceSubscriptions)
      .values([plan(twice.id), plan(twice.id), plan(twice.id), plan(dropped.id)])
      .returning()

    for (const step of steps) await db.execute(sql.raw(step))

    const left = await db
      .select()
      .from(maintenanceSubscriptions)
      .where(
        and(ne(maintenanceSubscriptions.status, 'cancelled'), eq(maintenanceSubscriptions.userId, user.id)),
      )
    expect(left.map((r) => r.id)).toEqual([rows[0]!.id])
    const ended = await db
      .select()
      .from(maintenanceSubscriptions)
      .where(
        and(eq(maintenanceSubscriptions.status, 'cancelled'), eq(maintenanceSubscriptions.userId, user.id)),
      )
    expect(ended).toHaveLength(3)
    for (const r of ended) expect(r.endsOn).toBe('2027-01-22')
    // The index holds again.
    await expect(db.insert(maintenanceSubscriptions).values(plan(twice.id))).rejects.toThrow()
    expect(await db.select().from(projects).where(eq(projects.id, dropped.id))).toHaveLength(1)
  })
})

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { notifications } from '../../db/schema/notifications'
import { seedCustomer, seedProject } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { invoiceDueCycles } from './billing.service'
import { monthAfter } from './cycles'
import { insertSubscription } from './subscriptions.repo'
import { acceptAndPay } from '../../test/maintenance-invoice'

const DELIVERED = '2026-11-23'
const clock = fixedClock(new Date(`${DELIVERED}T10:00:00Z`))
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'maintenance-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'maintenance-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

/** A fresh admin session at the clock's time (staff sessions are short). */
async function signInAdmin() {
  return bearer(await signInStaff(t, 'admin', 'maintenance-admin@studio.test'))
}

const createPlan = (body: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/maintenance', headers, payload: body })

const at = (day: string) => clock.set(new Date(day.includes('T') ? day : `${day}T10:00:00Z`))

async function invoicesOf(subscriptionId: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.periodStart)
}

describe('POST /api/admin/maintenance', () => {
  it("offers a plan for a client's project at the cycle's price, bills nothing until the client accepts and pays", async () => {
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const project = await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
    const res = await createPlan({
      userId: user.id,
      projectId: project.id,
      planName: 'standard',
      amount: 35,
      billingCycle: 'quarterly',
      startDate: '2027-01-01',
    })
    expect(res.statusCode).toBe(200)
    const { subscriptionId } = res.json()
    expect(res.json()).toMatchObject({ success: true, subscriptionId: expect.any(Number) })
    const [sub] = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.id, subscriptionId))
    // 3 × $35 less 10%.
    expect(sub).toMatchObject({
      userId: user.id,
      projectId: project.id,
      plan: 'standard',
      billingCycle: 'quarterly',
      amountCents: 94_50,
      status: 'offered',
      startDate: '2027-01-01',
      currentPeriodEnd: '2027-01-01',
      features: ['security_updates', 'content_updates', 'backup_service'],
    })
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notice).toMatchObject({ type: 'system', projectId: project.id, isRead: false })
    expect(notice!.message).toBe(
      'We have offered you a Standard maintenance plan ($35.00 a month, billed quarterly at $94.50) from Jan 1, 2027. Nothing is charged unless you accept it under Billing and pay its first quarter by card.',
    )
    const client = bearer((await seedCustomerSession(user.id))!)
    const list = await t.app.inject({ method: 'GET', url: '/api/dashboard/subscriptions', headers: client })
    expect(list.json()).toEqual([
      {
        id: subscriptionId,
        projectId: project.id,
        plan: 'standard',
        amountCents: 94_50,
        monthlyAmountCents: 31_50,
        billingCycle: 'quarterly',
        status: 'offered',
        features: ['security_updates', 'content_updates', 'backup_service'],
        description: 'Website Maintenance — Standard plan',
        startDate: '2027-01-01',
        nextBillingDate: '2027-01-01',
        endsOn: null,
        createdAt: expect.any(String),
      },
    ])
    // The start day comes: nothing is billed for a plan nobody accepted.
    at('2027-01-01')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    expect(await invoicesOf(subscriptionId)).toHaveLength(0)
    // Accepted and paid by card: it starts, its first quarter paid, the next billed by the run.
    const paidId = await acceptAndPay(t, bearer((await seedCustomerSession(user.id))!), subscriptionId)
    const [first] = await invoicesOf(subscriptionId)
    expect(first).toMatchObject({ id: paidId, status: 'paid', periodStart: '2027-01-01', totalCents: 94_50 })
    const [started] = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.id, subscriptionId))
    expect(started).toMatchObject({ status: 'active', currentPeriodEnd: '2027-04-01' })
    at('2027-04-01')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(1)
    expect((await invoicesOf(subscriptionId)).map((i) => i.periodStart)).toEqual(['2027-01-01', '2027-04-01'])
  })

  it('answers 404 for a user who is not a customer, or a project that is not theirs', async () => {
    at(DELIVERED)
    const headers = await signInAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const someoneElses = await seedProject(t.database.db)
    const base = { planName: 'basic', amount: 15, startDate: '2027-01-01' }
    const [staff] = await t.database.db
      .select()
      .from((await import('../../db/schema/auth')).users)
      .where(eq((await import('../../db/schema/auth')).users.email, 'maintenance-admin@studio.test'))
    for (const body of [
      { ...base, userId: 999_999 },
      { ...base, userId: staff!.id },
      { ...base, userId: user.id, projectId: someoneElses.id },
    ]) {
      const res = await createPlan(body, headers)
      expect(res.statusCode).toBe(404)
    }
    expect((await createPlan({ ...base, userId: user.id, amount: 4 }, headers)).statusCode).toBe(400)
    const rows = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.userId, user.id))
    expect(rows).toHaveLength(0)
  })
})

describe('the start date of a new plan', () => {
  it('is from today to a year ahead, a real day, with a clear message otherwise', async () => {
    at('2026-11-23')
    const headers = await signInAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const plan = (startDate: string) => createPlan({ userId: user.id, amount: 15, startDate }, headers)
    const outOfRange = 'The start date must be from today to a year ahead (2026-11-23 to 2027-11-23).'
    for (const [startDate, message] of [
      ['1990-01-01', outOfRange],
      ['2026-11-21', outOfRange],
      ['2027-11-24', outOfRange],
      ['9999-12-31', outOfRange],
      ['2026-02-31', 'Please enter a real date (YYYY-MM-DD)'],
      ['2027-02-29', 'Please enter a real date (YYYY-MM-DD)'],
      ['2026-13-01', 'Please enter a real date (YYYY-MM-DD)'],
      ['23/11/2026', 'Please enter a real date (YYYY-MM-DD)'],
      ['', 'Start date is required'],
    ] as const) {
      const res = await plan(startDate)
      expect(res.statusCode, startDate).toBe(400)
      expect(res.json().message, startDate).toBe(message)
    }
    expect(
      await t.database.db
        .select()
        .from(maintenanceSubscriptions)
        .where(eq(maintenanceSubscriptions.userId, user.id)),
    ).toHaveLength(0)
    // Today, yesterday's date while it is still today west of Greenwich (10:00 UTC), and a year from today.
    for (const startDate of ['2026-11-23', '2026-11-22', '2027-11-23']) {
      const res = await plan(startDate)
      expect(res.statusCode, `${startDate}: ${res.body}`).toBe(200)
      // Ended at once, so the billing job's tests below find only their own plans due.
      const url = `/api/admin/maintenance/${res.json().subscriptionId}/cancel`
      expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(200)
    }
  })
})

/** A session for an existing user (the factory makes one with a new account). */
async function seedCustomerSession(userId: number) {
  const { randomToken, sha256 } = await import('../../lib/crypto')
  const { sessions } = await import('../../db/schema/auth')
  const token = randomToken()
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000),
  })
  return token
}

describe('the maintenance billing job', () => {
  it('invoices a plan a month after it started on that day, not before, once per cycle', async () => {
    at(DELIVERED)
    const { user } = await seedCustomer(t.database.db, { company: 'Corner Bakery Ltd' }, { session: false })
    const project = await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
    const start = monthAfter(DELIVERED)
    const { id: subscriptionId } = await insertSubscription(t.database.db, {
      userId: user.id,
      projectId: project.id,
      plan: 'basic',
      billingCycle: 'monthly',
      monthlyCents: 15_00,
      features: [],
      startDate: start,
    })

    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    at('2026-12-22')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    expect(await invoicesOf(subscriptionId)).toHaveLength(0)

    at(start)
    // Through the schedule, as the running app does it, then again by hand: one invoice.
    expect(await t.app.ctx.jobs.runSchedules()).toBeGreaterThan(0)
    // Two passes, as the running app's runner ticks: with four scheduled jobs queued at once, a loaded machine has
    // seen one pass end with the billing job still waiting for the next (attempts 0), a delay of one tick.
    await t.app.ctx.jobs.flush()
    await t.app.ctx.jobs.flush()
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    const [first, ...more] = await invoicesOf(subscriptionId)
    expect(more).toHaveLength(0)
    expect(first).toMatchObject({
      number: expect.stringMatching(/^INV-\d{6}$/),
      userId: user.id,
      projectId: project.id,
      periodStart: '2026-12-23',
      status: 'issued',
      paidAt: null,
      subtotalCents: 15_00,
      discountCents: 0,
      totalCents: 15_00,
      lines: [
        {
          description: 'Website Maintenance — Basic plan, monthly (Dec 23, 2026 – Jan 22, 2027)',
          quantity: 1,
          unitCents: 15_00,
          amountCents: 15_00,
        },
      ],
      billTo: { name: user.firstName + ' ' + user.lastName, company: 'Corner Bakery Ltd', email: user.email },
      issuer: { name: 'SiteCraft Studio Ltd' },
    })
    const [sub] = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.id, subscriptionId))
    expect(sub!.currentPeriodEnd).toBe('2027-01-23')
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Maintenance invoice issued')))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.message).toContain('Dec 23, 2026 – Jan 22, 2027')

    // The next cycle, with two runs at once: one more invoice, with the next number.
    at('2027-01-23')
    await Promise.all([invoiceDueCycles(t.app.ctx), invoiceDueCycles(t.app.ctx)])
    const all = await invoicesOf(subscriptionId)
    expect(all.map((i) => i.periodStart)).toEqual(['2026-12-23', '2027-01-23'])
    expect(all[1]!.number > all[0]!.number).toBe(true)
  })

  it('bills a plan started on 31 January on 28 February, then on 31 March, each cycle meeting the next', async () => {
    at('2027-01-31')
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const { id: subscriptionId } = await insertSubscription(t.database.db, {
      userId: user.id,
      plan: 'basic',
      billingCycle: 'monthly',
      monthlyCents: 15_00,
      features: [],
      startDate: '2027-01-31',
    })
    for (const day of ['2027-01-31', '2027-02-27', '2027-02-28', '2027-03-28', '2027-03-31', '2027-04-30']) {
      at(day)
      await invoiceDueCycles(t.app.ctx)
    }
    const rows = await invoicesOf(subscriptionId)
    expect(rows.map((r) => r.lines[0]!.description)).toEqual([
      'Website Maintenance — Basic plan, monthly (Jan 31, 2027 – Feb 27, 2027)',
      'Website Maintenance — Basic plan, monthly (Feb 28, 2027 – Mar 30, 2027)',
      'Website Maintenance — Basic plan, monthly (Mar 31, 2027 – Apr 29, 2027)',
      'Website Maintenance — Basic plan, monthly (Apr 30, 2027 – May 30, 2027)',
    ])
    const [sub] = await t.database.db
      .select()
      .from(maintenanceSubscriptions)
      .where(eq(maintenanceSubscriptions.id, subscriptionId))
    expect(sub!.currentPeriodEnd).toBe('2027-05-31')
  })

  it('bills many due plans exactly once however many runs race, one cycle of each plan a run', async () => {
    at('2027-03-01')
    const subs: number[] = []
    for (let i = 0; i < 12; i++) {
      const { user } = await seedCustomer(t.database.db, {}, { session: false })
      // Two cycles behind (15 January and 15 February are due by 1 March), as after the billing job was stopped.
      const sub = await insertSubscription(t.database.db, {
        userId: user.id,
        plan: 'basic',
        billingCycle: 'monthly',
        monthlyCents: 20_00,
        features: [],
        startDate: '2027-01-15',
      })
      subs.push(sub.id)
    }
    // Several instances' runs at once (real concurrency on PostgreSQL, one after another on PGlite).
    await Promise.all(Array.from({ length: 4 }, () => invoiceDueCycles(t.app.ctx)))
    for (const id of subs) expect((await invoicesOf(id)).map((r) => r.periodStart)).toEqual(['2027-01-15'])
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)

    // The next hour's run catches up the next cycle, and then there is nothing left to bill.
    at('2027-03-01T11:00:00Z')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(subs.length)
    for (const id of subs)
      expect((await invoicesOf(id)).map((r) => r.periodStart)).toEqual(['2027-01-15', '2027-02-15'])
    at('2027-03-01T12:00:00Z')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
  })
})

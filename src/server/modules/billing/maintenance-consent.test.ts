// A paid maintenance plan starts only with the customer's say: chosen (tier and cycle from the catalog) or
// accepted, and its first cycle paid by card. The races prove most on PostgreSQL (TEST_DATABASE_URL).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { notifications } from '../../db/schema/notifications'
import { sessions } from '../../db/schema/auth'
import { seedCustomer, seedProject } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { randomToken, sha256 } from '../../lib/crypto'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { acceptAndPay } from '../../test/maintenance-invoice'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject } from '../projects/lifecycle-fixtures'
import { invoiceDueCycles } from './billing.service'

const clock = fixedClock(new Date('2026-11-23T10:00:00Z'))
const at = (day: string) => clock.set(new Date(`${day}T10:00:00Z`))
const ADMIN = 'consent-admin@studio.test'
const CFO = 'consent-cfo@studio.test'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', ADMIN)
  await createStaff(t, 'cfo', CFO)
})
afterAll(async () => {
  await t?.close()
})

type Headers = Record<string, string>
const asAdmin = async () => bearer(await signInStaff(t, 'admin', ADMIN))
async function asClient(userId: number): Promise<Headers> {
  const token = randomToken()
  await t.database.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(clock.now().getTime() + 90 * 86_400_000),
  })
  return bearer(token)
}
const post = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const choose = (headers: Headers, body: object) => post('/api/dashboard/subscriptions', headers, body)

async function plansOf(projectId: number) {
  return t.database.db
    .select()
    .from(maintenanceSubscriptions)
    .where(eq(maintenanceSubscriptions.projectId, projectId))
    .orderBy(maintenanceSubscriptions.id)
}
async function invoicesOf(subscriptionId: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(invoices.id)
}
async function titles(userId: number) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))
  return rows.map((n) => n.title)
}

/** A delivered project with its free month running from today. */
async function delivered() {
  const admin = await asAdmin()
  const s = await seedClientProject(t, 'completed')
  const res = await post('/api/admin/deliver-project', admin, {
    projectId: s.project.id,
    websiteUrl: 'https://bakery.example',
    maintenanceIncluded: true,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...s, client: await asClient(s.user.id) }
}

describe('a plan the customer chooses', () => {
  it('starts after the free month, only once its first cycle is paid by card', async () => {
    at('2026-11-23')
    const s = await delivered()
    at('2026-12-01')
    const res = await choose(s.client, {
      projectId: s.project.id,
      plan: 'standard',
      billingCycle: 'quarterly',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { subscription, invoice } = res.json()
    // The catalog's price: 3 × $35 less 10%; the first quarter from the day the free month ends.
    expect(subscription).toMatchObject({
      plan: 'standard',
      billingCycle: 'quarterly',
      amountCents: 94_50,
      monthlyAmountCents: 31_50,
      status: 'offered',
      startDate: '2026-12-23',
    })
    expect(invoice).toMatchObject({ status: 'issued', amountCents: 94_50, subscriptionId: subscription.id })
    const [first] = await invoicesOf(subscription.id)
    expect(first).toMatchObject({ periodStart: '2026-12-23', nextAutopayOn: null })
    expect(first!.lines[0]!.description).toBe(
      'Website Maintenance — Standard plan, quarterly (Dec 23, 2026 – Mar 22, 2027)',
    )

    // Not paid: its day comes and nothing more is billed, nothing charged, and it does not start.
    at('2026-12-23')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    expect((await plansOf(s.project.id)).find((p) => p.id === subscription.id)!.status).toBe('offered')

    // Paid (the same invoice, answered again on accept): it starts; the free month has ended by itself.
    await acceptAndPay(t, s.client, subscription.id)
    const plans = await plansOf(s.project.id)
    expect(plans.map((p) => [p.status, p.amountCents])).toEqual([
      ['cancelled', 0],
      ['active', 94_50],
    ])
    expect(await invoicesOf(subscription.id)).toHaveLength(1)
    expect(await titles(s.user.id)).toContain('Maintenance plan started')
    // The run bills the next quarter on its day.
    at('2027-03-23')
    await invoiceDueCycles(t.app.ctx)
    expect((await invoicesOf(subscription.id)).map((i) => i.periodStart)).toEqual([
      '2026-12-23',
      '2027-03-23',
    ])
  })

  it('refuses a project not delivered (409), not theirs (404), a second plan (409) and an unknown tier (400)', async () => {
    at('2026-11-23')
    const s = await delivered()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const building = await seedProject(t.database.db, { userId: user.id, status: 'pending_design' })
    const other = await asClient(user.id)
    const notYet = await choose(other, { projectId: building.id, plan: 'basic', billingCycle: 'monthly' })
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().message).toBe('A maintenance plan starts once your website is delivered.')
    const notTheirs = await choose(other, { projectId: s.project.id, plan: 'basic', billingCycle: 'monthly' })
    expect(notTheirs.statusCode).toBe(404)
    for (const [body, message] of [
      [{ projectId: s.project.id, plan: 'custom', billingCycle: 'monthly' }, 'Please choose a plan'],
      [
        { projectId: s.project.id, plan: 'basic', billingCycle: 'weekly' },
        'Please choose how often you are billed',
      ],
      [{ plan: 'basic', billingCycle: 'monthly' }, 'Please choose the website the plan looks after'],
      [
        { projectId: 2 ** 31, plan: 'basic', billingCycle: 'monthly' },
        'Please choose the website the plan looks after',
      ],
    ] as const) {
      const res = await choose(s.client, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect(
      (await choose(s.client, { projectId: s.project.id, plan: 'basic', billingCycle: 'monthly' }))
        .statusCode,
    ).toBe(200)
    const again = await choose(s.client, { projectId: s.project.id, plan: 'premium', billingCycle: 'yearly' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'This website already has a maintenance plan. Cancel it first to choose another.',
    )
    expect((await plansOf(s.project.id)).filter((p) => p.status === 'offered')).toHaveLength(1)
  })

  it('offers one plan and one invoice when the customer chooses 10 times at once', async () => {
    at('2026-11-23')
    const s = await delivered()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        choose(s.client, {
          projectId: s.project.id,
          plan: i % 2 ? 'basic' : 'premium',
          billingCycle: 'monthly',
        }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9)
    const offered = (await plansOf(s.project.id)).filter((p) => p.status === 'offered')
    expect(offered).toHaveLength(1)
    expect(await invoicesOf(offered[0]!.id)).toHaveLength(1)
  })

  it('is declined before it is paid: its invoice is cancelled and nothing can be charged', async () => {
    at('2026-11-23')
    const s = await delivered()
    const { subscription, invoice } = (
      await choose(s.client, { projectId: s.project.id, plan: 'basic', billingCycle: 'monthly' })
    ).json()
    const res = await post(`/api/dashboard/subscriptions/${subscription.id}/cancel`, s.client)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'You declined the plan; nothing was charged.',
    })
    const [row] = await invoicesOf(subscription.id)
    expect(row!.status).toBe('void')
    const payAfter = await post(`/api/dashboard/invoices/${invoice.id}/pay`, s.client, { keepCard: false })
    expect(payAfter.statusCode).toBe(409)
    // Accepting what was declined: 409; the free month is untouched and another plan may be chosen.
    expect((await post(`/api/dashboard/subscriptions/${subscription.id}/accept`, s.client)).statusCode).toBe(
      409,
    )
    expect((await plansOf(s.project.id))[0]!.status).toBe('included')
    // It never started: it ended the day before its first, and finance counts no plan won or lost.
    expect((await plansOf(s.project.id))[1]).toMatchObject({ status: 'cancelled', endsOn: '2026-12-22' })
    const cfo = bearer(await signInStaff(t, 'cfo', CFO))
    const recurring = await t.app.inject({ method: 'GET', url: '/api/cfo/recurring?days=30', headers: cfo })
    expect(recurring.statusCode, recurring.body).toBe(200)
    expect(recurring.json()).toMatchObject({ newPlans: 0, churnedPlans: 0 })
    expect(
      (await choose(s.client, { projectId: s.project.id, plan: 'basic', billingCycle: 'monthly' }))
        .statusCode,
    ).toBe(200)
  })
})

describe('a plan staff offer', () => {
  it('is accepted by its customer only, from today when its start has passed, and started by the payment', async () => {
    at('2026-11-23')
    const admin = await asAdmin()
    const { user } = await seedCustomer(t.database.db, {}, { session: false })
    const project = await seedProject(t.database.db, { userId: user.id, status: 'delivered' })
    const offer = await post('/api/admin/maintenance', admin, {
      userId: user.id,
      projectId: project.id,
      planName: 'custom',
      amount: 20,
      startDate: '2026-11-25',
    })
    expect(offer.statusCode, offer.body).toBe(200)
    const id: number = offer.json().subscriptionId
    at('2026-12-02')
    expect(await invoiceDueCycles(t.app.ctx)).toBe(0)
    const stranger = await asClient((await seedCustomer(t.database.db, {}, { session: false })).user.id)
    expect((await post(`/api/dashboard/subscriptions/${id}/accept`, stranger)).statusCode).toBe(404)

    const client = await asClient(user.id)
    const accepted = await post(`/api/dashboard/subscriptions/${id}/accept`, client)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().subscription).toMatchObject({ status: 'offered', startDate: '2026-12-02' })
    // Accepting twice answers the same invoice, not a second one.
    const twice = await post(`/api/dashboard/subscriptions/${id}/accept`, client)
    expect(twice.json().invoice.id).toBe(accepted.json().invoice.id)
    await acceptAndPay(t, client, id)
    const [plan] = await plansOf(project.id)
    expect(plan).toMatchObject({ status: 'active', startDate: '2026-12-02', currentPeriodEnd: '2027-01-02' })
    expect((await post(`/api/dashboard/subscriptions/${id}/accept`, client)).statusCode).toBe(409)
    const started = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Maintenance plan started')))
    expect(started).toHaveLength(1)
  })
})

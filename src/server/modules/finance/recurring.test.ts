import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { couponEmails } from '../../db/schema/coupon-email'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import type { AdminMaintenancePlan } from '../../../shared/contracts/maintenance'
import { isPayingPlan } from '../../../shared/paying-plan'
import { seedCustomer, seedPaidOrder, seedProject } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

// Today is 15 March 2027 (UTC); the last 30 days run from 14 February to 15 March.
const clock = fixedClock(new Date('2027-03-15T12:00:00Z'))
let t: TestApp
let cfo: Record<string, string>
let customerHeaders: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'cfo', 'recurring-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'recurring-cfo@studio.test'))
  const db = t.database.db
  const { user, token } = await seedCustomer(db, {}, { now: clock.now() })
  customerHeaders = bearer(token)

  const plan = async (values: Partial<typeof maintenanceSubscriptions.$inferInsert>) => {
    const [row] = await db
      .insert(maintenanceSubscriptions)
      .values({ userId: user.id, plan: 'basic', amountCents: 0, startDate: '2026-01-01', ...values })
      .returning()
    return row!
  }
  // Live today: $15.00 + $94.50 a quarter ($31.50) + $810.00 a year ($67.50, past due) = $114.00 a month.
  const p1 = await plan({ amountCents: 15_00, startDate: '2026-10-01' })
  const p2 = await plan({
    plan: 'standard',
    billingCycle: 'quarterly',
    amountCents: 94_50,
    startDate: '2027-02-20',
  })
  const p3 = await plan({
    plan: 'premium',
    billingCycle: 'yearly',
    amountCents: 810_00,
    startDate: '2026-06-01',
    status: 'past_due',
  })
  // Cancelled on 1 March (churned in the period: live at the end of February), on 10 January (before it).
  await plan({
    amountCents: 20_00,
    startDate: '2026-09-01',
    status: 'cancelled',
    cancelledAt: new Date('2027-03-01T09:00:00Z'),
  })
  await plan({
    amountCents: 10_00,
    startDate: '2026-05-01',
    status: 'cancelled',
    cancelledAt: new Date('2027-01-10T09:00:00Z'),
  })
  // Paying today although its first cycle starts next month (as the admin's list has it): in today's MRR, not new
  // in the period.
  await plan({ amountCents: 30_00, startDate: '2027-04-01' })
  // Not paying: the free month delivery includes, a plan offered and not paid yet, a free month that ended.
  await plan({ amountCents: 0, startDate: '2027-03-10', status: 'included' })
  await plan({ plan: 'standard', amountCents: 35_00, startDate: '2027-03-01', status: 'offered' })
  await plan({
    amountCents: 0,
    startDate: '2027-01-10',
    status: 'cancelled',
    cancelledAt: new Date('2027-02-20T00:00:00Z'),
  })

  let n = 0
  const invoice = (
    subscriptionId: number | null,
    totalCents: number,
    periodStart: string | null,
    paidAt: Date | null,
    orderId?: number,
  ) =>
    db.insert(invoices).values({
      number: `INV-T${++n}`,
      userId: user.id,
      subscriptionId,
      orderId: orderId ?? null,
      periodStart,
      status: paidAt ? 'paid' : 'issued',
      lines: [],
      subtotalCents: totalCents,
      totalCents,
      paidAt,
    })
  // Paid in the period: $15.00 + $94.50; before it: $15.00; an order's invoice is not maintenance.
  await invoice(p1.id, 15_00, '2027-03-01', new Date('2027-03-01T10:00:00Z'))
  await invoice(p2.id, 94_50, '2027-02-20', new Date('2027-02-20T10:00:00Z'))
  await invoice(p1.id, 15_00, '2027-02-01', new Date('2027-02-01T10:00:00Z'))
  const order = await seedPaidOrder(db, { userId: user.id, paidAt: new Date('2027-03-02T10:00:00Z') })
  await invoice(null, 100_00, null, new Date('2027-03-02T10:00:00Z'), order.id)
  // Unpaid: the past-due plan's $810.00 (past due), the active plan's $15.00 (not).
  await invoice(p3.id, 810_00, '2027-03-01', null)
  await invoice(p1.id, 15_00, '2027-04-01', null)

  // Coupons: $20.00 and $5.50 off in the period, $9.99 before it.
  const [coupon] = await db
    .insert(coupons)
    .values({ code: 'SPRING', description: 'Spring', kind: 'fixed', value: 20_00 })
    .returning()
  for (const [cents, at] of [
    [20_00, '2027-03-10T10:00:00Z'],
    [5_50, '2027-02-15T10:00:00Z'],
    [9_99, '2027-02-01T10:00:00Z'],
  ] as const) {
    const o = await seedPaidOrder(db, { paidAt: new Date(at) })
    await db.insert(couponRedemptions).values({
      couponId: coupon!.id,
      orderId: o.id,
      userId: o.userId!,
      discountCents: cents,
      createdAt: new Date(at),
    })
  }

  // Exit popup: three sign-ups in the period; one of them paid an order afterwards.
  const signup = (email: string, at: string) =>
    db.insert(couponEmails).values({ email, createdAt: new Date(at) })
  const { user: a } = await seedCustomer(db, { email: 'Ada@Example.com' }, { session: false })
  await seedPaidOrder(db, { userId: a.id, paidAt: new Date('2027-03-05T10:00:00Z') })
  await signup('ada@example.com', '2027-03-01T10:00:00Z')
  const { user: b } = await seedCustomer(db, { email: 'bob@example.com' }, { session: false })
  await seedPaidOrder(db, { userId: b.id, paidAt: new Date('2027-02-01T10:00:00Z') })
  await signup('bob@example.com', '2027-03-02T10:00:00Z')
  await signup('cy@example.com', '2027-03-03T10:00:00Z')
  const { user: d } = await seedCustomer(db, { email: 'dee@example.com' }, { session: false })
  await seedPaidOrder(db, { userId: d.id, paidAt: new Date('2027-03-05T10:00:00Z') })
  await signup('dee@example.com', '2027-01-01T10:00:00Z')
})
afterAll(async () => {
  await t?.close()
})

const get = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/cfo/recurring${query}`, headers })

describe('GET /api/cfo/recurring', () => {
  it('works out the figures of the last 30 days by hand', async () => {
    const res = await get(cfo, '?days=30')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      period: { days: 30, from: '2027-02-14', to: '2027-03-15', timeZone: 'UTC' },
      // The four paying plans: $15.00 + $31.50 + $67.50 + $30.00 a month.
      mrrCents: 144_00,
      activePlans: 4,
      newPlans: 1,
      churnedPlans: 1,
      pastDuePlans: 1,
      pastDueAmountCents: 810_00,
      maintenanceRevenueCents: 109_50,
      // At the end of February: $15.00 + $31.50 + $67.50 and the $20.00 cancelled on 1 March; March is today's.
      mrrByMonth: [
        { month: '2027-02', mrrCents: 134_00 },
        { month: '2027-03', mrrCents: 144_00 },
      ],
      couponCostCents: 25_50,
      couponRedemptions: 2,
      exitPopup: { signups: 3, converted: 1, rate: 0.3333 },
    })
  })

  it('takes the period from the query (the default is 30 days)', async () => {
    const week = (await get(cfo, '?days=7')).json()
    expect(week.period).toEqual({ days: 7, from: '2027-03-09', to: '2027-03-15', timeZone: 'UTC' })
    expect(week).toMatchObject({
      newPlans: 0,
      churnedPlans: 0,
      maintenanceRevenueCents: 0,
      couponCostCents: 20_00,
    })
    expect(week.mrrByMonth).toEqual([{ month: '2027-03', mrrCents: 144_00 }])
    expect(week.exitPopup).toEqual({ signups: 0, converted: 0, rate: null })
    expect((await get(cfo)).json().period.days).toBe(30)
    const bad = await get(cfo, '?days=12')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Period must be 7, 30, 90 or 365 days')
  })

  it("counts the same paying plans as the admin's list of plans, those started at delivery and by an admin too", async () => {
    await createStaff(t, 'admin', 'recurring-plans-admin@studio.test')
    const admin = bearer(await signInStaff(t, 'admin', 'recurring-plans-admin@studio.test'))
    const db = t.database.db
    // A project delivered with maintenance, and a plan an admin started for another client.
    const delivered = await seedProject(db, { status: 'completed' })
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliver-project',
      headers: admin,
      payload: {
        projectId: delivered.id,
        websiteUrl: 'https://delivered.example',
        maintenanceIncluded: true,
      },
    })
    expect(delivery.statusCode, delivery.body).toBe(200)
    const { user } = await seedCustomer(db, {}, { session: false })
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance',
      headers: admin,
      payload: {
        userId: user.id,
        planName: 'premium',
        amount: 75,
        billingCycle: 'monthly',
        startDate: '2027-03-15',
      },
    })
    expect(started.statusCode, started.body).toBe(200)

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/maintenance?pageSize=100',
      headers: admin,
    })
    expect(list.statusCode, list.body).toBe(200)
    const { items, total } = list.json() as { items: AdminMaintenancePlan[]; total: number }
    expect(items).toHaveLength(total)
    const paying = items.filter((p) => isPayingPlan({ status: p.status, amountCents: p.amountCents }))
    const recurring = (await get(cfo)).json()
    expect(recurring.activePlans).toBe(paying.length)
    expect(recurring.mrrCents).toBe(paying.reduce((sum, p) => sum + p.monthlyAmountCents, 0))
    // Every plan the admin sees as active or payment due, above nothing, is in MRR.
    expect(paying.map((p) => p.id).sort()).toEqual(
      items
        .filter((p) => (p.status === 'active' || p.status === 'past_due') && p.amountCents > 0)
        .map((p) => p.id)
        .sort(),
    )
  })

  it('answers 401 without a session and 403 to a client or an admin', async () => {
    expect((await get({})).statusCode).toBe(401)
    expect((await get(customerHeaders)).statusCode).toBe(403)
    await createStaff(t, 'admin', 'recurring-admin@studio.test')
    const admin = bearer(await signInStaff(t, 'admin', 'recurring-admin@studio.test'))
    expect((await get(admin)).statusCode).toBe(403)
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditNotes, invoices } from '../../db/schema/billing'
import { supportTickets } from '../../db/schema/support'
import { orders } from '../../db/schema/orders'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'overview-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'overview-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url, headers })

/** A list tab's items, whether it answers every row or a page of them. */
async function listOf<T>(url: string): Promise<T[]> {
  const res = await get(`${url}${url.includes('?') ? '&' : '?'}pageSize=100`)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  return Array.isArray(body) ? body : body.items
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute))

/**
 * Customers with projects in several statuses, orders paid, refunded, cancelled and still pending, a paid order
 * partly given back by a credit note, and tickets in each status.
 */
async function seedStudio() {
  const db = t.database.db
  const statuses = [
    'requirements_needed',
    'pending_design',
    'under_development',
    'awaiting_approval',
    'delivered',
    'delivered',
    'cancelled',
  ] as const
  const made = []
  for (const [i, status] of statuses.entries()) {
    const { user } = await seedCustomer(db, { createdAt: at(i) }, { session: false })
    const order = await seedPaidOrder(
      db,
      { userId: user.id, title: `Site ${i}`, amountCents: 100_00 + i * 10_00, paidAt: at(i) },
      { projectStatus: status, project: { createdAt: at(i) } },
    )
    made.push({ user, order })
  }
  const owner = made[0]!.user.id
  // Money that is not revenue: a cancelled order, one still pending, one refunded (paid, then given back in full
  // by a credit note).
  const [, , whollyRefunded] = await db
    .insert(orders)
    .values([
      { userId: owner, status: 'cancelled', amountCents: 999_00, cancelReason: 'Changed their mind' },
      { userId: made[1]!.user.id, status: 'pending', amountCents: 555_00 },
      { userId: made[2]!.user.id, status: 'refunded', amountCents: 444_00, paidAt: at(30) },
    ])
    .returning()
  const [refundedInvoice] = await db
    .insert(invoices)
    .values({
      number: 'INV-900002',
      userId: whollyRefunded!.userId!,
      orderId: whollyRefunded!.id,
      status: 'paid',
      lines: [],
      subtotalCents: 444_00,
      totalCents: 444_00,
      paidAt: at(30),
    })
    .returning()
  await db
    .insert(creditNotes)
    .values({ number: 'CN-900002', invoiceId: refundedInvoice!.id, amountCents: 444_00, reason: 'Refunded' })
  // A paid order partly refunded: its credit note comes off the revenue.
  const refunded = made[3]!.order
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: 'INV-900001',
      userId: refunded.userId!,
      orderId: refunded.id,
      status: 'paid',
      lines: [],
      subtotalCents: refunded.amountCents,
      totalCents: refunded.amountCents,
    })
    .returning()
  await db
    .insert(creditNotes)
    .values({ number: 'CN-900001', invoiceId: invoice!.id, amountCents: 25_50, reason: 'One page dropped' })
  // A customer with no order yet.
  await seedCustomer(db, { createdAt: at(20) }, { session: false })
  const ticket = (i: number, status: string, priority: string) => ({
    name: `Client ${i}`,
    email: `client${i}@example.com`,
    subject: `Question ${i}`,
    priority,
    message: 'Hello',
    status,
    createdAt: at(i),
  })
  await db
    .insert(supportTickets)
    .values([
      ticket(1, 'open', 'low'),
      ticket(2, 'in_progress', 'high'),
      ticket(3, 'open', 'urgent'),
      ticket(4, 'resolved', 'medium'),
      ticket(5, 'open', 'medium'),
      ticket(6, 'in_progress', 'low'),
    ])
  return made
}

describe('the admin overview', () => {
  it('agrees with the tabs: customers, projects under way, open tickets, and paid revenue less credit notes', async () => {
    const made = await seedStudio()
    const res = await get('/api/admin/stats')
    expect(res.statusCode, res.body).toBe(200)
    const stats = res.json()

    const users = await listOf<{ role?: string; totalSpentCents: number }>('/api/admin/users')
    const customers = users.filter((u) => (u.role ?? 'customer') === 'customer')
    expect(stats.totalUsers).toBe(customers.length)
    expect(stats.totalUsers).toBe(8)

    const projects = await listOf<{ status: string }>('/api/admin/projects')
    const active = projects.filter((p) => p.status !== 'delivered' && p.status !== 'cancelled')
    expect(stats.activeProjects).toBe(active.length)
    expect(stats.activeProjects).toBe(4)

    const db = t.database.db
    const open = await db.select().from(supportTickets).where(eq(supportTickets.status, 'open'))
    expect(stats.openTickets).toBe(open.length)
    expect(stats.openTickets).toBe(3)
    // The Support tab's own list of open tickets, where the server has it.
    const tab = await get('/api/admin/support-tickets?status=open&pageSize=100')
    if (tab.statusCode !== 404) {
      expect(tab.statusCode, tab.body).toBe(200)
      const body = tab.json()
      expect(Array.isArray(body) ? body.length : body.total).toBe(stats.openTickets)
    }

    // The paid orders (the cancelled and pending ones are not; the refunded one is paid and wholly credited back),
    // less the partial credit note: the revenue, and what the users tab's Total Spent adds up to (money kept).
    const [paid] = await db
      .select({ cents: sql<number>`sum(${orders.amountCents})::int` })
      .from(orders)
      .where(eq(orders.status, 'paid'))
    const spent = customers.reduce((sum, u) => sum + u.totalSpentCents, 0)
    const expected = made.reduce((sum, m) => sum + m.order.amountCents, 0) - 25_50
    expect(paid!.cents - 25_50).toBe(expected)
    expect(spent).toBe(expected)
    expect(stats.totalRevenueCents).toBe(expected)
    expect(stats.totalRevenueCents).toBe(884_50)
  })

  it('lists the five newest projects with their client, and the five newest tickets, each with its id', async () => {
    const stats = (await get('/api/admin/stats')).json()
    expect(stats.recentProjects).toHaveLength(5)
    expect(stats.recentProjects.map((p: { title: string }) => p.title)).toEqual([
      'Site 6',
      'Site 5',
      'Site 4',
      'Site 3',
      'Site 2',
    ])
    expect(stats.recentProjects[0]).toEqual({
      id: expect.any(Number),
      title: 'Site 6',
      clientEmail: expect.stringMatching(/^customer-.*@example\.com$/),
      status: 'cancelled',
      createdAt: at(6).toISOString(),
    })
    expect(stats.recentTickets).toHaveLength(5)
    expect(stats.recentTickets.map((x: { subject: string }) => x.subject)).toEqual([
      'Question 6',
      'Question 5',
      'Question 4',
      'Question 3',
      'Question 2',
    ])
    expect(stats.recentTickets[1]).toEqual({
      id: expect.any(Number),
      subject: 'Question 5',
      email: 'client5@example.com',
      priority: 'medium',
      status: 'open',
      createdAt: at(5).toISOString(),
    })
  })

  it('counts a user added for a manual payment: a customer, a project under way and the amount paid', async () => {
    const before = (await get('/api/admin/stats')).json()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/add-user',
      headers: admin,
      payload: {
        firstName: 'Mary',
        lastName: 'Jackson',
        email: 'mary.jackson@example.com',
        projectTitle: 'Jackson Engineering',
        paymentAmount: 120.25,
      },
    })
    expect(added.statusCode, added.body).toBe(200)
    const after = (await get('/api/admin/stats')).json()
    expect(after).toMatchObject({
      totalUsers: before.totalUsers + 1,
      activeProjects: before.activeProjects + 1,
      openTickets: before.openTickets,
      totalRevenueCents: before.totalRevenueCents + 120_25,
    })
    expect(after.recentProjects[0]).toMatchObject({
      id: added.json().projectId,
      title: 'Jackson Engineering',
      clientEmail: 'mary.jackson@example.com',
      status: 'requirements_needed',
    })
  })

  it('answers 401 without a session, 403 to a customer and to the CFO', async () => {
    expect((await get('/api/admin/stats', {})).statusCode).toBe(401)
    const { token } = await seedCustomer(t.database.db)
    expect((await get('/api/admin/stats', bearer(token))).statusCode).toBe(403)
    await createStaff(t, 'cfo', 'overview-cfo@studio.test')
    const cfo = bearer(await signInStaff(t, 'cfo', 'overview-cfo@studio.test'))
    expect((await get('/api/admin/stats', cfo)).statusCode).toBe(403)
  })
})

import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { invoices } from '../../db/schema/billing'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { projectEvents, projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { seedCustomer } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInCustomer, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { MANUAL_USER_MESSAGES } from './orders.manual'

const clock = fixedClock(new Date('2026-03-10T09:00:00Z'))
let t: TestApp
let admin: Record<string, string>
let adminId: number
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'manual-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'manual-admin@studio.test'))
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'manual-admin@studio.test'))
  adminId = row!.id
})
afterAll(async () => {
  await t?.close()
})

let n = 0
const payload = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${++n}@example.com`,
  phone: '+1 555 0100',
  projectTitle: 'Hopper Consulting website',
  paymentAmount: 249.5,
  paymentMethod: 'cheque',
  paymentReference: 'CHQ-000871',
  notes: 'Five pages, blue and white.\nLogo to follow.',
  ...over,
})

const addUser = (body: unknown, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/add-user', headers, payload: body as object })

/** How many rows each table the call writes holds. */
async function counts() {
  const db = t.database.db
  const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n
  return {
    users: await of(users),
    orders: await of(orders),
    orderLines: await of(orderLines),
    payments: await of(payments),
    invoices: await of(invoices),
    projects: await of(projects),
    projectEvents: await of(projectEvents),
    notifications: await of(notifications),
    jobs: await of(jobs),
    audit: await of(auditLog),
  }
}

describe('POST /api/admin/add-user', () => {
  it('makes the customer, the order paid by cheque, its invoice and the project, mails how to sign in, and audits it', async () => {
    const before = await counts()
    const body = payload({ email: '  Grace.Hopper@Example.COM ' })
    const res = await addUser(body)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json()
    expect(answer).toMatchObject({
      success: true,
      message: MANUAL_USER_MESSAGES.added,
      user: { email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper' },
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
    })
    const db = t.database.db

    // The customer: no password (they sign in with an e-mailed code).
    const [user] = await db.select().from(users).where(eq(users.id, answer.user.id))
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      role: 'customer',
      phone: '+1 555 0100',
      passwordHash: null,
    })

    // The order: paid outside the card provider, with its method and reference, one stored line, no payment.
    const [order] = await db.select().from(orders).where(eq(orders.id, answer.orderId))
    expect(order).toMatchObject({
      userId: user!.id,
      status: 'paid',
      title: 'Hopper Consulting website',
      amountCents: 249_50,
      subtotalCents: 249_50,
      discountCents: 0,
      paymentMethod: 'cheque',
      paymentReference: 'CHQ-000871',
      paidAt: clock.now(),
    })
    expect(order!.frozenAt).not.toBeNull()
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'manual',
        code: 'cheque',
        description: 'Website project: Hopper Consulting website',
        quantity: 1,
        unitCents: 249_50,
        amountCents: 249_50,
      }),
    ])
    expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([])

    // The invoice, numbered, from the order's stored lines.
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order!.id))
    expect(invoice).toMatchObject({
      number: answer.invoiceNumber,
      userId: user!.id,
      projectId: answer.projectId,
      status: 'paid',
      subtotalCents: 249_50,
      totalCents: 249_50,
      lines: [
        {
          description: 'Website project: Hopper Consulting website',
          quantity: 1,
          unitCents: 249_50,
          amountCents: 249_50,
        },
      ],
      billTo: { name: 'Grace Hopper', email: 'grace.hopper@example.com' },
    })

    // The project, waiting for its requirements, with its first timeline entry and a notice.
    const [project] = await db.select().from(projects).where(eq(projects.id, answer.projectId))
    expect(project).toMatchObject({
      orderId: order!.id,
      userId: user!.id,
      title: 'Hopper Consulting website',
      description: 'Five pages, blue and white.\nLogo to follow.',
      status: 'requirements_needed',
      amountCents: 249_50,
    })
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, project!.id))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      fromStatus: 'payment_pending',
      toStatus: 'requirements_needed',
      note: 'Payment of $249.50 received by cheque (reference CHQ-000871)',
    })
    const notes = await db.select().from(notifications).where(eq(notifications.projectId, project!.id))
    expect(notes).toHaveLength(1)

    // One mail: how to sign in and the requirements link, never a password.
    const mails = (await db.select().from(jobs).where(eq(jobs.kind, 'mail')))
      .map((j) => j.payload as { to: string; kind: string; subject: string; text: string })
      .filter((m) => m.to === 'grace.hopper@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('manual-payment')
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/login`)
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/project-setup?project=${project!.id}`)
    expect(mails[0]!.text).toContain(answer.invoiceNumber)
    expect(mails[0]!.text).not.toMatch(/password:/i)

    // Exactly these rows, and one audit entry.
    const after = await counts()
    expect(after).toEqual({
      ...before,
      users: before.users + 1,
      orders: before.orders + 1,
      orderLines: before.orderLines + 1,
      invoices: before.invoices + 1,
      projects: before.projects + 1,
      projectEvents: before.projectEvents + 1,
      notifications: before.notifications + 1,
      jobs: after.jobs,
      audit: before.audit + 1,
    })
    expect(after.jobs).toBeGreaterThan(before.jobs)
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'user.add-manual'))
    const entry = entries.find((e) => e.recordId === String(user!.id))
    expect(entry).toMatchObject({
      actorUserId: adminId,
      actorEmail: 'manual-admin@studio.test',
      recordType: 'user',
      before: null,
      after: {
        customer: { id: user!.id, email: 'grace.hopper@example.com' },
        orderId: order!.id,
        amount: '$249.50',
        method: 'cheque',
        reference: 'CHQ-000871',
        projectId: project!.id,
        invoiceNumber: answer.invoiceNumber,
      },
    })

    // The customer signs in with a code and finds the project waiting for its requirements.
    const token = await signInCustomer(t, 'grace.hopper@example.com')
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/projects',
      headers: bearer(token),
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: project!.id, status: 'requirements_needed', totalAmountCents: 249_50 }),
    ])
  })

  it('takes bank transfer when no method is given, and no reference or notes', async () => {
    const res = await addUser(
      payload({ paymentMethod: undefined, paymentReference: undefined, notes: undefined, phone: undefined }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId))
    expect(order).toMatchObject({ paymentMethod: 'bank_transfer', paymentReference: null })
    const [event] = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, res.json().projectId))
    expect(event!.note).toBe('Payment of $249.50 received by bank transfer')
  })

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: undefined }, 'First name is required'],
    ['lastName', { lastName: '  ' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['email', { email: undefined }, 'Valid email is required'],
    ['projectTitle', { projectTitle: '' }, 'Project title is required'],
    ['paymentAmount', { paymentAmount: undefined }, 'Payment amount is required'],
    ['paymentAmount', { paymentAmount: '100' }, 'Payment amount is required'],
    ['paymentAmount', { paymentAmount: 0 }, 'Payment amount must be more than $0'],
    ['paymentAmount', { paymentAmount: -5 }, 'Payment amount must be more than $0'],
    [
      'paymentAmount',
      { paymentAmount: 10.005 },
      'Payment amount must be in dollars and cents (at most 2 decimals)',
    ],
    ['paymentAmount', { paymentAmount: 100_000.01 }, 'Payment amount must be at most $100,000'],
    ['paymentMethod', { paymentMethod: 'card' }, 'Please choose how the customer paid'],
    ['phone', { phone: '1'.repeat(41) }, 'Phone must be at most 40 characters'],
  ])('answers 400 for %s %j with its message and writes nothing', async (field, over, message) => {
    const before = await counts()
    const res = await addUser(payload(over))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } })
    expect(await counts()).toEqual(before)
  })

  it('answers 401 without a session, 403 to a customer and to the CFO', async () => {
    expect((await addUser(payload(), {})).statusCode).toBe(401)
    const { token } = await seedCustomer(t.database.db)
    expect((await addUser(payload(), bearer(token))).statusCode).toBe(403)
    await createStaff(t, 'cfo', 'manual-cfo@studio.test')
    const cfo = bearer(await signInStaff(t, 'cfo', 'manual-cfo@studio.test'))
    expect((await addUser(payload(), cfo)).statusCode).toBe(403)
  })

  it('answers 409 for an address that has an account, whatever its case, and writes nothing', async () => {
    const first = payload()
    expect((await addUser(first)).statusCode).toBe(200)
    const before = await counts()
    for (const email of [first.email, first.email.toUpperCase(), 'manual-admin@studio.test']) {
      const res = await addUser({ ...first, email, projectTitle: 'Another site', paymentAmount: 99 })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(MANUAL_USER_MESSAGES.exists)
    }
    expect(await counts()).toEqual(before)
  })
})

// Two admins cancelling one paid project with a full refund at the same moment (racing on PostgreSQL; one after
// the other on PGlite): the money goes back once, the project is cancelled once, and the second is told why not.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { creditNotes, invoices, refunds } from '../../db/schema/billing'
import { orders, payments } from '../../db/schema/orders'
import { projectEvents, projects } from '../../db/schema/projects'
import { testProviderRefunds } from '../../db/schema/test-payments'
import { seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { REFUND_MESSAGES } from '../orders/orders.refund'
import { CANCELLATION_MESSAGES } from './cancellation'

let t: TestApp
let admins: Array<Record<string, string>>
beforeAll(async () => {
  t = await createTestApp()
  admins = []
  for (const email of ['cancel-race-a@studio.test', 'cancel-race-b@studio.test']) {
    await createStaff(t, 'admin', email)
    admins.push(bearer(await signInStaff(t, 'admin', email)))
  }
})
afterAll(async () => {
  await t?.close()
})

it('two cancellations with a full refund at once: one refund of $100, one cancellation, the other 409', async () => {
  const db = t.database.db
  const order = await seedPaidOrder(db, { amountCents: 100_00 }, { projectStatus: 'under_development' })
  const project = order.project!
  // Paid by card through the test provider, with its invoice.
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'test',
    providerId: 'tpi_cancel_race',
    status: 'succeeded',
    amountCents: 100_00,
    idempotencyKey: `order-${order.id}`,
    clientSecret: 'tpi_cancel_race_secret',
    succeededAt: new Date(),
  })
  await db.insert(invoices).values({
    number: 'INV-710001',
    userId: order.userId!,
    orderId: order.id,
    projectId: project.id,
    status: 'paid',
    lines: [{ description: 'Website', quantity: 1, unitCents: 100_00, amountCents: 100_00 }],
    subtotalCents: 100_00,
    totalCents: 100_00,
    paidAt: new Date(),
  })

  const answers = await Promise.all(
    admins.map((headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${project.id}/cancel`,
        headers,
        payload: { refund: 'full', note: 'The client asked to stop' },
      }),
    ),
  )
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  const refused = answers.find((a) => a.statusCode === 409)!
  // Whichever way the race went: the refund found nothing left, or the project was cancelled already.
  expect([
    REFUND_MESSAGES.nothingLeft,
    CANCELLATION_MESSAGES.nothingToRefund,
    'This project is already Cancelled.',
  ]).toContain(refused.json().message)

  const made = await db.select().from(refunds).where(eq(refunds.orderId, order.id))
  expect(made.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 100_00]])
  expect(
    await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, made[0]!.invoiceId)),
  ).toHaveLength(1)
  expect(
    await db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.paymentProviderId, 'tpi_cancel_race')),
  ).toHaveLength(1)
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id))
  expect(after!.status).toBe('refunded')
  const [row] = await db.select().from(projects).where(eq(projects.id, project.id))
  expect(row!.status).toBe('cancelled')
  const moves = (await db.select().from(projectEvents).where(eq(projectEvents.projectId, project.id))).filter(
    (e) => e.toStatus === 'cancelled',
  )
  expect(moves).toHaveLength(1)
})

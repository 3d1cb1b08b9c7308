// Refunds at once (racing on PostgreSQL; one after another on PGlite): the order's row lock and the pending refund
// make the total never exceed the invoice.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { creditNotes, invoices, refunds } from '../../db/schema/billing'
import { orders, payments } from '../../db/schema/orders'
import { seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { REFUND_MESSAGES } from './orders.refund'

let t: TestApp
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'cfo', 'refund-race-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'refund-race-cfo@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

it('30 refunds of $40 at once on a $100 order: exactly two succeed, never more than $100', async () => {
  const db = t.database.db
  const order = await seedPaidOrder(db, { amountCents: 100_00 })
  // Paid by card through the test provider, with its invoice.
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'test',
    providerId: 'tpi_refund_race',
    status: 'succeeded',
    amountCents: 100_00,
    idempotencyKey: `order-${order.id}`,
    clientSecret: 'tpi_refund_race_secret',
    succeededAt: new Date(),
  })
  await db.insert(invoices).values({
    number: 'INV-700001',
    userId: order.userId!,
    orderId: order.id,
    projectId: order.project!.id,
    status: 'paid',
    lines: [{ description: 'Website', quantity: 1, unitCents: 100_00, amountCents: 100_00 }],
    subtotalCents: 100_00,
    totalCents: 100_00,
    paidAt: new Date(),
  })

  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cfo/orders/${order.id}/refund`,
        headers: cfo,
        payload: { amount: 40, reason: `Refund ${i}` },
      }),
    ),
  )
  const codes = answers.map((a) => a.statusCode)
  expect(codes.filter((c) => c === 200)).toHaveLength(2)
  expect(codes.filter((c) => c === 409)).toHaveLength(28)
  for (const a of answers.filter((x) => x.statusCode === 409))
    expect(a.json().message).toBe(REFUND_MESSAGES.atMost(20_00))

  const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id))
  expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded'])
  expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(80_00)
  const notes = await db.select().from(creditNotes)
  expect(notes.map((n) => n.number).sort()).toEqual(['CN-000001', 'CN-000002'])
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id))
  expect(after!.status).toBe('paid')

  // What is left ($20) is refunded once, however many ask for it.
  const rest = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/cfo/orders/${order.id}/refund`,
        headers: cfo,
        payload: { reason: 'The rest' },
      }),
    ),
  )
  expect(rest.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)])
  const [refunded] = await db.select().from(orders).where(eq(orders.id, order.id))
  expect(refunded!.status).toBe('refunded')
  const total = (await db.select().from(refunds).where(eq(refunds.orderId, order.id)))
    .filter((r) => r.status === 'succeeded')
    .reduce((sum, r) => sum + r.amountCents, 0)
  expect(total).toBe(100_00)
})

// Invoice numbers stay gapless and in order whoever issues invoices at once: an order's invoice is numbered as
// its transaction commits (the checkout), a maintenance invoice inside its own transaction; both from one counter.
// PGlite runs one query at a time, so this proves most on PostgreSQL (the PostgreSQL pass), where they overlap.
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import type { Executor } from '../../db/client'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { invoiceDueCycles, issueOrderInvoiceNumberedAtCommit } from './billing.service'
import { insertSubscription } from './subscriptions.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const ORDER = { title: 'Numbered', extraPages: 1, selectedAddons: [] }

async function numbers() {
  const rows = await t.database.db.select({ number: invoices.number }).from(invoices)
  return rows.map((r) => r.number).sort()
}

/** The invoice of a paid order, as the checkout issues it (numbered at commit). */
async function orderInvoice(tx: Executor) {
  const order = await seedPaidOrder(tx)
  return issueOrderInvoiceNumberedAtCommit(tx, {
    orderId: order.id,
    userId: order.userId!,
    projectId: order.project!.id,
    currency: 'usd',
    lines: [{ description: 'Website', quantity: 1, unitCents: 100_00, amountCents: 100_00 }],
    couponCodes: [],
    subtotalCents: 100_00,
    discountCents: 0,
    totalCents: 100_00,
    billTo: { name: 'Num Bered', company: '', address: '' },
    payer: { email: 'numbered@example.com', firstName: 'Num', lastName: 'Bered' },
    paidAt: new Date(),
  })
}

it('numbers 20 checkouts paid at once and a maintenance billing run beside them 1…N, without a gap or a repeat', async () => {
  const db = t.database.db
  const checkouts = await Promise.all(Array.from({ length: 20 }, () => openCheckout(t, ORDER)))
  const plans = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const { user } = await seedCustomer(db)
      return insertSubscription(db, {
        userId: user.id,
        plan: 'basic',
        billingCycle: 'monthly',
        monthlyCents: 49_00,
        features: [],
        startDate: new Date().toISOString().slice(0, 10),
      })
    }),
  )
  const [paid] = await Promise.all([
    Promise.all(checkouts.map((c) => payByTestCard(t, c.headers, c.clientSecret))),
    invoiceDueCycles(t.app.ctx),
  ])
  for (const r of paid) expect(r.json().status, r.body).toBe('succeeded')
  const issued = await numbers()
  expect(issued).toHaveLength(20 + plans.length)
  expect(issued).toEqual(issued.map((_, i) => `INV-${String(i + 1).padStart(6, '0')}`))
  // Each paid order's invoice was numbered at its commit: none is left with its placeholder.
  expect(await db.select().from(invoices).where(like(invoices.number, 'pending:%'))).toEqual([])
})

it("gives the number of an invoice whose transaction rolled back to the next invoice, and numbers one transaction's invoices in the order they were written", async () => {
  const db = t.database.db
  const before = (await numbers()).length
  await expect(
    db.transaction(async (tx) => {
      await orderInvoice(tx)
      throw new Error('payment refused after the invoice was written')
    }),
  ).rejects.toThrow('payment refused')
  const [first, second] = await db.transaction(async (tx) => [await orderInvoice(tx), await orderInvoice(tx)])
  const [a] = await db.select().from(invoices).where(eq(invoices.id, first!.id))
  const [b] = await db.select().from(invoices).where(eq(invoices.id, second!.id))
  expect(a!.number).toBe(`INV-${String(before + 1).padStart(6, '0')}`)
  expect(b!.number).toBe(`INV-${String(before + 2).padStart(6, '0')}`)
})

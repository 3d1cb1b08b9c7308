import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { invoicePayments, invoices } from '../../db/schema/billing'
import { seedCustomer } from '../../db/seed/factories'
import { bearer } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { invoiceDueCycles } from './billing.service'
import { insertSubscription } from './subscriptions.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

it('opens one provider payment for 10 parallel pay requests of one invoice and marks it paid once', async () => {
  const db = t.database.db
  const { user, token } = await seedCustomer(db)
  const headers = bearer(token)
  const sub = await insertSubscription(db, {
    userId: user.id,
    plan: 'basic',
    billingCycle: 'monthly',
    monthlyCents: 49_00,
    features: [],
    startDate: new Date().toISOString().slice(0, 10),
  })
  await invoiceDueCycles(t.app.ctx)
  const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, sub.id))

  // Every call the provider gets carries the invoice's key: the provider makes one payment of them all.
  const provider = t.app.ctx.payments
  const create = provider.createInvoiceIntent!.bind(provider)
  const keys: string[] = []
  provider.createInvoiceIntent = (input) => {
    keys.push(input.idempotencyKey)
    return create(input)
  }
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/invoices/${invoice!.id}/pay`,
        headers,
        payload: {},
      }),
    ),
  )
  provider.createInvoiceIntent = create
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
  expect(new Set(answers.map((a) => a.json().clientSecret)).size).toBe(1)
  expect(new Set(keys)).toEqual(new Set([`invoice-${invoice!.id}-pay`]))
  expect(
    await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id)),
  ).toHaveLength(1)

  const clientSecret = answers[0]!.json().clientSecret as string
  const confirms = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/invoices/${invoice!.id}/test-confirm`,
        headers,
        payload: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      }),
    ),
  )
  expect(confirms.map((c) => c.json().status)).toEqual(Array(10).fill('succeeded'))
  const [paid] = await db.select().from(invoices).where(eq(invoices.id, invoice!.id))
  expect(paid!.status).toBe('paid')
  const rows = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id))
  expect(rows.map((r) => r.status)).toEqual(['succeeded'])
  await t.flushMail()
  expect(t.smtp.to(user.email).filter((m) => m.subject.includes('receipt'))).toHaveLength(1)
})

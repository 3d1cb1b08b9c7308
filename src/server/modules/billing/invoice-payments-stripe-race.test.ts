// Two confirmations of one maintenance invoice payment arriving together, in Stripe mode against the local
// stand-in: the webhook and the Billing dialog's verify, two verifies (a double click, a reload), two of each. The
// invoice is paid once and its only payment is kept: nothing is refunded as if it were a second payment.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { invoicePayments, invoices } from '../../db/schema/billing'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { openMaintenanceInvoice } from '../../test/maintenance-invoice'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'

let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp

beforeAll(async () => {
  stripe = await startStripeTestApp({
    secretKey: 'sk_test_invoice_race',
    webhookSecret: 'whsec_invoice_race',
  })
  ;({ t, fake } = stripe)
})
afterAll(async () => {
  await stripe?.close()
})

/** A client's first maintenance invoice, its card form opened and the card taken by Stripe. */
async function paidAtStripe() {
  const db = t.database.db
  const { user, headers, invoice } = await openMaintenanceInvoice(t)
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/pay`,
    headers,
    payload: {},
  })
  expect(pay.statusCode).toBe(200)
  const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))
  const intent = fake.succeed(payment!.providerId!)
  const verify = () =>
    t.app.inject({ method: 'POST', url: `/api/dashboard/invoices/${invoice.id}/verify`, headers })
  const webhook = () => stripe.webhook(paymentIntentEvent(intent))
  return { user, invoice, payment: payment!, verify, webhook }
}

const rounds: Array<
  [string, (v: () => Promise<unknown>, w: () => Promise<unknown>) => Array<Promise<unknown>>]
> = [
  ['the webhook and a verify', (v, w) => [w(), v()]],
  ['two verifies', (v) => [v(), v()]],
  ['two webhooks and two verifies', (v, w) => [w(), v(), w(), v()]],
]

for (const [name, together] of rounds) {
  it(`keeps the money once when ${name} arrive together (6 rounds)`, async () => {
    for (let round = 0; round < 6; round++) {
      const { user, invoice, verify, webhook } = await paidAtStripe()
      const refundsBefore = fake.refunds.size
      await Promise.all(together(verify, webhook))
      await t.app.ctx.jobs.flush()

      const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id))
      expect(after).toMatchObject({ status: 'paid' })
      const rows = await t.database.db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoice.id))
      expect(rows.map((r) => r.status)).toEqual(['succeeded'])
      expect(rows[0]!.refundedAt).toBeNull()
      expect(fake.refunds.size).toBe(refundsBefore)
      await t.flushMail()
      const mails = t.smtp.to(user.email)
      expect(mails.filter((m) => m.subject.includes('receipt'))).toHaveLength(1)
      expect(mails.filter((m) => /twice/i.test(m.subject + m.text))).toHaveLength(0)
    }
  })
}

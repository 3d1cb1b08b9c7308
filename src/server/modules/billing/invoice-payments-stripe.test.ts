// A maintenance invoice paid in Stripe mode: the SDK pointed at the local stand-in, webhooks signed by the SDK.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { invoicePayments, invoices } from '../../db/schema/billing'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { openMaintenanceInvoice } from '../../test/maintenance-invoice'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'

const SECRET = 'sk_test_fake'
const WEBHOOK_SECRET = 'whsec_test_secret'
let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp

beforeAll(async () => {
  stripe = await startStripeTestApp({ secretKey: SECRET, webhookSecret: WEBHOOK_SECRET })
  ;({ t, fake } = stripe)
})
afterAll(async () => {
  await stripe?.close()
})

const openInvoice = () => openMaintenanceInvoice(t)

const webhook = (event: object) => stripe.webhook(event)

it("opens a PaymentIntent for the invoice's total with a key from the invoice, and its webhook marks it paid once", async () => {
  const { user, headers, invoice } = await openInvoice()
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/pay`,
    headers,
    payload: {},
  })
  expect(res.statusCode).toBe(200)
  expect(res.json()).toMatchObject({
    provider: 'stripe',
    publishableKey: 'pk_test_fake',
    amountCents: 49_00,
    currency: 'USD',
  })
  const create = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.body['metadata[invoiceId]'])!
  expect(create).toMatchObject({ idempotencyKey: `invoice-${invoice.id}-pay`, body: { amount: '4900' } })
  const [row] = await t.database.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
  // The test card form does not exist in Stripe mode.
  const testConfirm = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/test-confirm`,
    headers,
    payload: {
      clientSecret: res.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    },
  })
  expect(testConfirm.statusCode).toBe(404)

  const paid = fake.succeed(row!.providerId!)
  const event = paymentIntentEvent(paid)
  expect((await webhook(event)).statusCode).toBe(200)
  expect((await webhook(paymentIntentEvent(paid))).statusCode).toBe(200)
  const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id))
  expect(after).toMatchObject({ status: 'paid' })
  await t.flushMail()
  expect(t.smtp.to(user.email).filter((m) => m.subject.includes('receipt'))).toHaveLength(1)
  const again = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/pay`,
    headers,
    payload: {},
  })
  expect(again.statusCode).toBe(409)
})

it('marks the invoice paid from the return check when the webhook has not come yet', async () => {
  const { headers, invoice } = await openInvoice()
  await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/pay`,
    headers,
    payload: {},
  })
  const [row] = await t.database.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
  const before = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/verify`,
    headers,
  })
  expect(before.json()).toEqual({ status: 'issued', paidAt: null })
  fake.succeed(row!.providerId!)
  const verified = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/invoices/${invoice.id}/verify`,
    headers,
  })
  expect(verified.json()).toMatchObject({ status: 'paid', paidAt: expect.any(String) })
})

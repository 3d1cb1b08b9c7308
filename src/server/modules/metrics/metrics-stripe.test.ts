// Payment outcomes as Stripe's webhooks bring them to settleIntent: counted once per change, however often the
// same word arrives (a webhook retried under a new event, the return page's check beside it).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments } from '../../db/schema/orders'
import { BAKERY_ORDER, openCheckout } from '../../test/checkout'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { scrape, value } from './metrics-fixtures'

const TOKEN = 'metrics-token-stripe-0123456789'
let stripe: StripeTestApp
let t: TestApp
let fake: FakeStripe

beforeAll(async () => {
  stripe = await startStripeTestApp({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_test_secret',
    config: { metricsToken: TOKEN },
  })
  ;({ t, fake } = stripe)
})
afterAll(async () => {
  await stripe?.close()
})

async function outcomes() {
  const samples = await scrape(t, TOKEN)
  const of = (outcome: string) => value(samples, 'sitecraft_payments_total', { flow: 'order', outcome })
  return {
    succeeded: of('succeeded'),
    declined: of('declined'),
    failed: of('failed'),
    refunded: of('refunded'),
  }
}

async function intentOf(orderId: number) {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
  return payment!.providerId
}

async function deliver(event: object) {
  expect((await stripe.webhook(event)).statusCode).toBe(200)
}

describe('payment outcomes from Stripe', () => {
  it('counts a decline and a success once each, whatever is delivered twice', async () => {
    const before = await outcomes()
    const { orderId } = await openCheckout(t, BAKERY_ORDER)
    const intentId = await intentOf(orderId)
    const declined = fake.decline(intentId, 'Your card has insufficient funds.')
    await deliver(paymentIntentEvent(declined, 'payment_intent.payment_failed'))
    // The same refusal again, as a new event: nothing new happened.
    await deliver(paymentIntentEvent(declined, 'payment_intent.payment_failed'))
    const paid = fake.succeed(intentId)
    await deliver(paymentIntentEvent(paid))
    await deliver(paymentIntentEvent(paid))
    const after = await outcomes()
    expect(after.declined - before.declined).toBe(1)
    expect(after.succeeded - before.succeeded).toBe(1)
    expect(after.failed - before.failed).toBe(0)
  })

  it('counts a payment that failed after it was under way as failed', async () => {
    const before = await outcomes()
    const { orderId } = await openCheckout(t, BAKERY_ORDER)
    const intentId = await intentOf(orderId)
    await deliver(paymentIntentEvent(fake.process(intentId), 'payment_intent.processing'))
    await deliver(
      paymentIntentEvent(fake.decline(intentId, 'The debit was refused.'), 'payment_intent.payment_failed'),
    )
    const after = await outcomes()
    expect(after.failed - before.failed).toBe(1)
    expect(after.declined - before.declined).toBe(0)
    expect(after.succeeded - before.succeeded).toBe(0)
  })
})

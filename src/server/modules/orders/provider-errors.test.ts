// A payment provider that fails (its keys refused, an outage, no network) is answered 502 with words for the
// customer and logged with its detail; a card decline still reads as the provider's message.
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments } from '../../db/schema/orders'
import { PaymentProviderError } from '../../integrations/payments/provider'
import { stripeFailure } from '../../integrations/payments/stripe-provider'
import { AppError } from '../../lib/app-error'
import { BAKERY_ORDER, createIntent, newCustomer, openCheckout } from '../../test/checkout'
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe'
import { createTestApp, type TestApp } from '../../test/test-app'
import { ORDER_MESSAGES, providerError } from './orders.service'

const SECRET = 'sk_test_right_key'
const WRONG_KEY = 'sk_live_51HqLyjWrongKeyZZZZZZZZZZZZ'
let fake: FakeStripe
/** The studio's app, with the right key. */
let good: TestApp
/** The same database behind keys Stripe refuses. */
let badKey: TestApp
/** The same database behind a Stripe that does not answer at all. */
let offline: TestApp
const lines: Array<Record<string, unknown>> = []
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }

const stripeConfig = (secretKey: string, apiBase: string) => ({
  paymentProvider: 'stripe' as const,
  logLevel: 'error' as const,
  stripe: { secretKey, publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test', apiBase },
})

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET })
  good = await createTestApp({ config: stripeConfig(SECRET, fake.url), logStream })
  badKey = await createTestApp({
    database: good.database,
    config: stripeConfig(WRONG_KEY, fake.url),
    logStream,
  })
  // A port nothing listens on: the connection is refused.
  offline = await createTestApp({
    database: good.database,
    config: stripeConfig(SECRET, 'http://127.0.0.1:9'),
    logStream,
  })
})
afterAll(async () => {
  await offline?.close()
  await badKey?.close()
  await good?.close()
  await fake?.close()
})

function expectGeneric502(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode).toBe(502)
  expect(res.json()).toMatchObject({
    code: 'PROVIDER_UNAVAILABLE',
    message: ORDER_MESSAGES.providerUnavailable,
  })
  expect(res.body).not.toMatch(/sk_|Invalid API Key|Stripe/i)
}

const logged = () => JSON.stringify(lines)

describe('payment provider failures', () => {
  it('answers 502 with a generic message when Stripe refuses the keys, and logs what Stripe said', async () => {
    const { headers } = await newCustomer(badKey)
    const res = await createIntent(badKey, headers, BAKERY_ORDER)
    expectGeneric502(res)
    expect(logged()).toContain('Invalid API Key provided: sk_live_')
  })

  it('answers 502 when Stripe fails with 500 on every retry', async () => {
    const { headers } = await newCustomer(good)
    fake.setFailNext(3)
    const res = await createIntent(good, headers, BAKERY_ORDER)
    expectGeneric502(res)
    expect(logged()).toContain('An unknown error occurred.')
    // The order was kept: the next try opens its payment.
    const again = await createIntent(good, headers, BAKERY_ORDER)
    expect(again.statusCode).toBe(200)
  })

  it('answers 502 when Stripe cannot be reached', async () => {
    const { headers } = await newCustomer(offline)
    expectGeneric502(await createIntent(offline, headers, BAKERY_ORDER))
    expect(logged()).toContain('StripeConnectionError')
  })

  it('answers 502 on the return page’s check when the provider fails, and the decline message when the card was declined', async () => {
    const { headers, orderId } = await openCheckout(good, BAKERY_ORDER)
    const verify = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: `/api/orders/${orderId}/verify`, headers })
    expectGeneric502(await verify(badKey))

    const [payment] = await good.database.db.select().from(payments).where(eq(payments.orderId, orderId))
    fake.decline(payment!.providerId, 'Your card has insufficient funds.', 'card_declined')
    const res = await verify(good)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'pending', paymentError: 'Your card has insufficient funds.' })
  })

  it('keeps a card error’s message for the customer and hides every other provider error', () => {
    const card = stripeFailure(
      'createIntent',
      Stripe.errors.StripeError.generate({
        type: 'card_error',
        message: 'Your card was declined.',
        code: 'card_declined',
        statusCode: 402,
      }),
    )
    expect(card).toMatchObject({ kind: 'declined', message: 'Your card was declined.' })
    expect(providerError(card)).toMatchObject({
      status: 402,
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    })

    const auth = stripeFailure(
      'retrieve',
      Stripe.errors.StripeError.generate({
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: sk_live_****ZZZZ',
        statusCode: 401,
      }),
    )
    expect(auth.kind).toBe('unavailable')
    const answered = providerError(auth) as AppError
    expect(answered).toMatchObject({ status: 502, message: ORDER_MESSAGES.providerUnavailable })
    expect((answered.cause as PaymentProviderError).message).toContain('Invalid API Key provided')

    const missing = stripeFailure(
      'retrieve',
      Stripe.errors.StripeError.generate({
        type: 'invalid_request_error',
        message: "No such payment_intent: 'pi_x'",
        code: 'resource_missing',
        statusCode: 404,
      }),
    )
    expect(missing.kind).toBe('not_found')
  })
})

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, parseForm, paymentIntentEvent, signedWebhook, startFakeStripe } from './fake-stripe'

const KEY = 'sk_test_fake_stripe_suite'
const WEBHOOK_SECRET = 'whsec_fake_stripe_suite'

let fake: FakeStripe
const client = (key = KEY, maxNetworkRetries = 0) =>
  new Stripe(key, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries })
let stripe: Stripe

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: KEY })
  stripe = client()
})
afterAll(() => fake.close())

const create = (opts?: Stripe.RequestOptions, amount = 2500) =>
  stripe.paymentIntents.create(
    {
      amount,
      currency: 'eur',
      metadata: { orderId: '12' },
      automatic_payment_methods: { enabled: true },
      description: 'Order 12',
    },
    opts,
  )

describe('fake Stripe through the official SDK', () => {
  it('parses form bodies the way the SDK nests them', () => {
    const form = parseForm(new URLSearchParams('metadata[orderId]=12&a[b][c]=x&amount=5&__proto__[x]=1'))
    expect(form).toEqual({
      metadata: { orderId: '12' },
      a: { b: { c: 'x' } },
      amount: '5',
      ['__proto__']: { x: '1' },
    })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('creates an intent once per idempotency key, like Stripe', async () => {
    const before = fake.intents.size
    const first = await create({ idempotencyKey: 'order-12-attempt-1' })
    const again = await create({ idempotencyKey: 'order-12-attempt-1' })
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(fake.intents.size).toBe(before + 1)
    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { orderId: '12' },
      automatic_payment_methods: { enabled: true },
      description: 'Order 12',
      livemode: false,
      last_payment_error: null,
      latest_charge: null,
    })
    expect(first.id).toMatch(/^pi_/)
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_`))
    const seen = fake.requests.filter((r) => r.idempotencyKey === 'order-12-attempt-1')
    expect(seen).toHaveLength(2)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: { amount: '2500', 'metadata[orderId]': '12', 'automatic_payment_methods[enabled]': 'true' },
    })

    const other = create({ idempotencyKey: 'order-12-attempt-1' }, 9900)
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('retrieves, updates, lists and cancels', async () => {
    const pi = await create()
    expect((await stripe.paymentIntents.retrieve(pi.id)).amount).toBe(2500)
    const updated = await stripe.paymentIntents.update(pi.id, { amount: 3100, metadata: { coupon: 'TEN' } })
    expect(updated).toMatchObject({ amount: 3100, metadata: { orderId: '12', coupon: 'TEN' } })
    expect(fake.intents.get(pi.id)?.amount).toBe(3100)

    const list = await stripe.paymentIntents.list({ limit: 1 })
    expect(list.data.map((p) => p.id)).toEqual([pi.id])
    expect(list.has_more).toBe(true)

    expect((await stripe.paymentIntents.cancel(pi.id)).status).toBe('canceled')
    await expect(stripe.paymentIntents.update(pi.id, { amount: 1 })).rejects.toThrow(/status of canceled/)

    const missing = await stripe.paymentIntents.retrieve('pi_nope').catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })

  it('succeeds an intent, refuses to change it, and refunds it', async () => {
    const pi = await create()
    fake.succeed(pi.id)
    const paid = await stripe.paymentIntents.retrieve(pi.id)
    expect(paid.status).toBe('succeeded')
    expect(paid.latest_charge).toMatch(/^ch_/)
    await expect(stripe.paymentIntents.update(pi.id, { amount: 100 })).rejects.toThrow(
      'You cannot update this PaymentIntent because it has a status of succeeded.',
    )

    const part = await stripe.refunds.create(
      { payment_intent: pi.id, amount: 500 },
      { idempotencyKey: 'refund-1' },
    )
    const same = await stripe.refunds.create(
      { payment_intent: pi.id, amount: 500 },
      { idempotencyKey: 'refund-1' },
    )
    expect(same.id).toBe(part.id)
    expect(part).toMatchObject({ object: 'refund', status: 'succeeded', amount: 500, payment_intent: pi.id })
    const rest = await stripe.refunds.create({ payment_intent: pi.id })
    expect(rest.amount).toBe(2000)
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === pi.id)).toHaveLength(2)
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded')
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 1 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
  })

  it('declines a payment with a last_payment_error', async () => {
    const pi = await create()
    fake.decline(pi.id)
    const declined = await stripe.paymentIntents.retrieve(pi.id)
    expect(declined.status).toBe('requires_payment_method')
    expect(declined.last_payment_error).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      decline_code: 'generic_decline',
    })
    fake.succeed(pi.id)
    expect((await stripe.paymentIntents.retrieve(pi.id)).last_payment_error).toBeNull()
  })

  it('refuses a wrong secret key', async () => {
    const wrong = client('sk_test_wrong').paymentIntents.retrieve('pi_x')
    await expect(wrong).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })

  it('fails the next requests with 500s, which the SDK retries under one idempotency key', async () => {
    fake.setFailNext(1)
    await expect(create()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)

    const before = fake.intents.size
    const seen = fake.requests.length
    fake.setFailNext(2)
    const pi = await client(KEY, 2).paymentIntents.create({ amount: 700, currency: 'eur' })
    const attempts = fake.requests.slice(seen)
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(fake.intents.size).toBe(before + 1)
    expect(fake.intents.get(pi.id)?.amount).toBe(700)
  })

  it('signs webhooks the SDK accepts, and refuses a tampered one', async () => {
    const pi = await create()
    const event = paymentIntentEvent(fake.succeed(pi.id))
    const { payload, signature } = await signedWebhook(stripe, WEBHOOK_SECRET, event)
    const received = stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET)
    expect(received).toMatchObject({ id: event.id, type: 'payment_intent.succeeded', object: 'event' })
    expect(received.data.object).toMatchObject({ id: pi.id, status: 'succeeded' })

    const tampered = payload.replace('"amount": 2500', '"amount": 1')
    expect(tampered).not.toBe(payload)
    expect(() => stripe.webhooks.constructEvent(tampered, signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
    expect(() => stripe.webhooks.constructEvent(payload, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })

  it('keeps a card with a customer and charges it off-session, or refuses it with a 402 naming the intent', async () => {
    const customer = await stripe.customers.create(
      { email: 'kept@example.com', metadata: { userId: '7' } },
      { idempotencyKey: 'customer-user-7' },
    )
    const again = await stripe.customers.create(
      { email: 'kept@example.com', metadata: { userId: '7' } },
      { idempotencyKey: 'customer-user-7' },
    )
    expect(again.id).toBe(customer.id)
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'kept@example.com',
      metadata: { userId: '7' },
    })
    expect(fake.customers.size).toBe(1)

    const first = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      automatic_payment_methods: { enabled: true },
    })
    expect(first).toMatchObject({
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method: null,
    })
    fake.succeed(first.id)
    const paid = await stripe.paymentIntents.retrieve(first.id)
    const pm = paid.payment_method as string
    expect(pm).toMatch(/^pm_/)
    expect(await stripe.paymentMethods.retrieve(pm)).toMatchObject({
      customer: customer.id,
      card: { last4: '4242' },
    })

    const offSession = (key: string, params: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
      stripe.paymentIntents.create(
        {
          amount: 4900,
          currency: 'usd',
          customer: customer.id,
          payment_method: pm,
          off_session: true,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...params,
        },
        { idempotencyKey: key },
      )
    const charged = await offSession('auto-1')
    expect(charged).toMatchObject({ status: 'succeeded', amount_received: 4900, payment_method: pm })

    // Stripe's rules an integration can break: no customer, no return_url with redirects allowed.
    await expect(offSession('auto-x', { customer: undefined })).rejects.toMatchObject({ statusCode: 400 })
    await expect(offSession('auto-y', { automatic_payment_methods: { enabled: true } })).rejects.toThrow(
      /return_url/,
    )
    await expect(
      stripe.paymentIntents.create({
        amount: 100,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        off_session: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400 })

    fake.declineCard(pm)
    const declined = await offSession('auto-2').catch((e: unknown) => e)
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    })
    const intentId = (declined as Stripe.errors.StripeCardError).payment_intent!.id
    expect(fake.intents.get(intentId)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    })
    // The key keeps the 402: a retry answers the same intent and charges nothing.
    const replay = await offSession('auto-2').catch((e: unknown) => e)
    expect((replay as Stripe.errors.StripeCardError).payment_intent!.id).toBe(intentId)
    fake.declineCard(pm, null)
    expect((await offSession('auto-3')).status).toBe('succeeded')

    const refused = await stripe.paymentIntents
      .create({
        amount: 100,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclined',
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' })
  })
})

// Stripe mode's payments: one PaymentIntent per order, signed webhooks, races and the reconciliation.
import { describe, expect, it } from 'vitest'
import { createIntent, payByTestCard } from '../../test/checkout'
import { paymentIntentEvent } from '../../test/fake-stripe'
import { reconcilePayments } from './orders.reconcile'
import { ORDER, checkout, clock, fake, made, t, useStripeApp, webhook } from './stripe-fixtures'

useStripeApp()

describe('Stripe mode', () => {
  it('opens one PaymentIntent per order with an idempotency key, and gives it back while the order is unpaid', async () => {
    const { headers, body, intentId } = await checkout()
    expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake', amountCents: 130_00 })
    expect(body.clientSecret).toBe(fake.intents.get(intentId)!.client_secret)
    const create = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(create.at(-1)).toMatchObject({ idempotencyKey: `order-${body.orderId}` })
    expect(create.at(-1)!.body).toMatchObject({ amount: '13000', 'metadata[orderId]': String(body.orderId) })
    const again = await createIntent(t, headers, ORDER, { name: 'Grace Hopper' })
    expect(again.json()).toEqual(body)
    expect(
      [...fake.intents.values()].filter((i) => i.metadata.orderId === String(body.orderId)),
    ).toHaveLength(1)
  })

  it('has no test card route', async () => {
    const { headers, body } = await checkout()
    const res = await payByTestCard(t, headers, body.clientSecret)
    expect(res.statusCode).toBe(404)
  })

  it('refuses a webhook with a bad signature with 400 and changes nothing', async () => {
    const { body, intentId } = await checkout()
    const intent = fake.succeed(intentId)
    const res = await webhook(paymentIntentEvent(intent), 't=1,v1=deadbeef')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Invalid webhook signature')
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paymentIntentEvent(intent)),
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await made(body.orderId)).toMatchObject({ status: 'pending', projects: 0, invoices: 0 })
  })

  it('answers 400, not 500, to a signed event whose ids hold a NUL character, and changes nothing', async () => {
    const { body, intentId } = await checkout()
    const intent = fake.succeed(intentId)
    for (const event of [
      paymentIntentEvent({ ...intent, id: `${intent.id}\u0000x` }),
      paymentIntentEvent(intent, 'payment_intent.succeeded', 'evt_\u0000'),
    ]) {
      const res = await webhook(event)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid webhook event')
    }
    expect(await made(body.orderId)).toMatchObject({ status: 'pending', projects: 0 })
  })

  it('finalises on the signed webhook, once however often it is replayed', async () => {
    const { body, intentId } = await checkout()
    const event = paymentIntentEvent(fake.succeed(intentId))
    for (let i = 0; i < 3; i++) expect((await webhook(event)).statusCode).toBe(200)
    expect(await made(body.orderId)).toMatchObject({ status: 'paid', projects: 1, invoices: 1 })
  })

  it('makes one project, one invoice and one receipt when confirm, webhook and reconciliation race', async () => {
    const { headers, body, intentId } = await checkout()
    const intent = fake.succeed(intentId)
    const events = [paymentIntentEvent(intent), paymentIntentEvent(intent)]
    clock.advance(5 * 60_000)
    await Promise.all([
      ...events.flatMap((e) => [webhook(e), webhook(e)]),
      ...Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'POST', url: `/api/orders/${body.orderId}/verify`, headers }),
      ),
      reconcilePayments(t.app.ctx, t.app.ctx.payments),
      reconcilePayments(t.app.ctx, t.app.ctx.payments),
    ])
    const after = await made(body.orderId)
    expect(after).toMatchObject({ status: 'paid', projects: 1, invoices: 1 })
    expect(after.receipts).toBe(1)
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${body.orderId}`, headers })
    expect(view.json()).toMatchObject({ status: 'paid', project: { status: 'requirements_needed' } })
    const byPayment = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-payment?paymentIntent=${intentId}`,
      headers,
    })
    expect(byPayment.json().id).toBe(body.orderId)
  })

  it('finds a payment whose webhook never came through the reconciliation', async () => {
    const { body, intentId } = await checkout()
    fake.succeed(intentId)
    clock.advance(3 * 60_000)
    await reconcilePayments(t.app.ctx, t.app.ctx.payments)
    expect(await made(body.orderId)).toMatchObject({ status: 'paid', projects: 1 })
  })

  it('records a declined card from the webhook and makes nothing', async () => {
    const { headers, body, intentId } = await checkout()
    const event = paymentIntentEvent(
      fake.decline(intentId, 'Your card has insufficient funds.'),
      'payment_intent.payment_failed',
    )
    expect((await webhook(event)).statusCode).toBe(200)
    expect(await made(body.orderId)).toMatchObject({ status: 'pending', projects: 0 })
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${body.orderId}`, headers })
    expect(view.json().paymentError).toBe('Your card has insufficient funds.')
  })
})

// Stripe mode through the official SDK, pointed at a local stand-in of Stripe's API; webhooks signed by the SDK.
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema/billing'
import { domainRequests } from '../../db/schema/domains'
import { jobs } from '../../db/schema/jobs'
import { couponRedemptions, coupons } from '../../db/schema/marketing'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'
import { fixedClock } from '../../lib/clock'
import { createIntent, openCheckout, payByTestCard } from '../../test/checkout'
import { type FakeStripe, paymentIntentEvent, signedWebhook, startFakeStripe } from '../../test/fake-stripe'
import { createTestApp, type TestApp } from '../../test/test-app'
import type { PaymentNeedingAttention } from '../../../shared/contracts/admin-payments'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { ORDER_MESSAGES } from './orders.service'
import { reconcilePayments, refundJobHandler } from './orders.settle'

const SECRET = 'sk_test_fake'
const WEBHOOK_SECRET = 'whsec_test_secret'
const clock = fixedClock(new Date(Date.now()))
let fake: FakeStripe
let t: TestApp
const sdk = new Stripe(SECRET)

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET })
  t = await createTestApp({
    clock,
    config: {
      paymentProvider: 'stripe',
      stripe: {
        secretKey: SECRET,
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fake.url,
      },
    },
  })
  await t.database.db.insert(coupons).values({
    code: 'ONLYONE',
    description: '$10 off, once in all',
    kind: 'fixed',
    value: 10_00,
    maxRedemptions: 1,
  })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})

const ORDER = { title: 'Harbour Gym', businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] }

async function checkout(orderDetails: object = ORDER) {
  const { user, headers, ...body } = await openCheckout(t, orderDetails, { name: 'Grace Hopper' })
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, body.orderId))
  return { user, headers, body, intentId: payment!.providerId }
}

async function webhook(event: object, signature?: string) {
  const signed = await signedWebhook(sdk, WEBHOOK_SECRET, event)
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature },
    payload: signed.payload,
  })
}

async function made(orderId: number) {
  await t.app.ctx.jobs.flush()
  const db = t.database.db
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  const [owner] = await db.select().from(users).where(eq(users.id, order!.userId!))
  const receipts = (await db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) =>
      (j.payload as { kind?: string }).kind === 'receipt' &&
      (j.payload as { to?: string }).to === owner!.email,
  )
  return {
    status: order!.status,
    projects: (await db.select().from(projects).where(eq(projects.orderId, orderId))).length,
    invoices: (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).length,
    receipts: receipts.length,
  }
}

describe('Stripe mode', () => {
  it('opens one PaymentIntent per order with an idempotency key, and gives it back while the order is unpaid', async () => {
    const { headers, body, intentId } = await checkout()
    expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake', amount: 130 })
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

  it('refunds a payment whose amount is not the order’s, tells the customer and lists it for an admin', async () => {
    const { user, headers, body, intentId } = await checkout()
    const intent = { ...fake.succeed(intentId), amount: 100 }
    expect((await webhook(paymentIntentEvent(intent))).statusCode).toBe(200)
    expect(await made(body.orderId)).toMatchObject({ status: 'cancelled', projects: 0, invoices: 0 })
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1)
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerId, intentId))
    expect(payment).toMatchObject({
      status: 'refunded',
      refundStatus: 'refunded',
      attentionReason: 'amount_mismatch',
      amountCents: 100,
    })
    expect(payment!.refundedAt).toBeInstanceOf(Date)
    expect(await mailsTo(user.email, 'refund')).toHaveLength(1)
    const view = await t.app.inject({ method: 'GET', url: `/api/orders/${body.orderId}`, headers })
    expect(view.json()).toMatchObject({ status: 'cancelled', paymentError: ORDER_MESSAGES.mismatch })

    const queue = await attentionQueue()
    expect(queue.find((p) => p.id === payment!.id)).toMatchObject({
      orderId: body.orderId,
      reason: 'amount_mismatch',
      detail: 'Paid 100 usd; the order is 13000 usd',
      amount: 1,
      currency: 'usd',
      customer: { name: 'Grace Hopper', email: user.email },
      refundStatus: 'refunded',
      refundedAt: expect.any(String),
    })
    // The customer is not stuck: the next checkout opens a new order and payment.
    const again = await createIntent(t, headers, ORDER, { name: 'Grace Hopper' })
    expect(again.statusCode).toBe(200)
    expect(again.json().orderId).not.toBe(body.orderId)
    expect(again.json().clientSecret).not.toBe(body.clientSecret)
  })

  it('refunds a payment that arrives for an order already closed', async () => {
    const { user, body, intentId } = await checkout()
    await t.database.db
      .update(orders)
      .set({ status: 'failed', cancelReason: 'closed' })
      .where(eq(orders.id, body.orderId))
    await webhook(paymentIntentEvent(fake.succeed(intentId)))
    expect(await made(body.orderId)).toMatchObject({ status: 'failed', projects: 0 })
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerId, intentId))
    expect(payment).toMatchObject({ status: 'refunded', attentionReason: 'order_closed' })
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1)
    expect(await mailsTo(user.email, 'refund')).toHaveLength(1)
  })

  it('refunds a payment whose one-use coupon another customer took first', async () => {
    const a = await checkout({ ...ORDER, couponCodes: ['ONLYONE'] })
    const b = await checkout({ ...ORDER, couponCodes: ['ONLYONE'] })
    await webhook(paymentIntentEvent(fake.succeed(a.intentId)))
    await webhook(paymentIntentEvent(fake.succeed(b.intentId)))
    expect(await made(a.body.orderId)).toMatchObject({ status: 'paid', projects: 1 })
    expect(await made(b.body.orderId)).toMatchObject({ status: 'cancelled', projects: 0, invoices: 0 })
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONLYONE'))
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id)),
    ).toHaveLength(1)
    await t.app.ctx.jobs.flush()
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === b.intentId)
    expect(refunds).toHaveLength(1)
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerId, b.intentId))
    expect(payment!.status).toBe('refunded')
  })

  it('refunds a payment whose coupon expired before it arrived, and tells the customer why', async () => {
    await t.database.db.insert(coupons).values({
      code: 'SHORTLIVED',
      description: '$10 off today',
      kind: 'fixed',
      value: 10_00,
      expiresAt: new Date(clock.now().getTime() + 60_000),
    })
    const { user, body, intentId } = await checkout({ ...ORDER, couponCodes: ['SHORTLIVED'] })
    clock.advance(2 * 60_000)
    await webhook(paymentIntentEvent(fake.succeed(intentId)))
    expect(await made(body.orderId)).toMatchObject({ status: 'cancelled', projects: 0, invoices: 0 })
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(order!.cancelReason).toBe('SHORTLIVED: This coupon has expired')
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1)
    await t.flushMail()
    const [mail] = t.smtp.to(user.email)
    expect(mail!.subject).toBe('Your SiteCraft payment has been refunded')
    expect(mail!.text).toContain('SHORTLIVED: This coupon has expired')
  })

  it('keeps a coupon limited to 3 to 3 paid orders when 10 payments for it arrive at once, refunding the others', async () => {
    await t.database.db.insert(coupons).values({
      code: 'THREEONLY',
      description: '$10 off, three uses',
      kind: 'fixed',
      value: 10_00,
      maxRedemptions: 3,
    })
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, () => checkout({ ...ORDER, couponCodes: ['THREEONLY'] })),
    )
    await Promise.all(checkouts.map((c) => webhook(paymentIntentEvent(fake.succeed(c.intentId)))))
    const after = await Promise.all(checkouts.map((c) => made(c.body.orderId)))
    expect(after.filter((a) => a.status === 'paid' && a.projects === 1 && a.invoices === 1)).toHaveLength(3)
    expect(
      after.filter((a) => a.status === 'cancelled' && a.projects === 0 && a.invoices === 0),
    ).toHaveLength(7)
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'THREEONLY'))
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id)),
    ).toHaveLength(3)
    await t.app.ctx.jobs.flush()
    const intents = new Set(checkouts.map((c) => c.intentId))
    expect([...fake.refunds.values()].filter((r) => intents.has(r.payment_intent))).toHaveLength(7)
  })

  it('refunds the second payment for a domain another order took first, and tells its customer', async () => {
    const order = { ...ORDER, domain: 'first-come-example.com' }
    const a = await checkout(order)
    const b = await checkout(order)
    await webhook(paymentIntentEvent(fake.succeed(a.intentId)))
    await webhook(paymentIntentEvent(fake.succeed(b.intentId)))
    expect(await made(a.body.orderId)).toMatchObject({ status: 'paid', projects: 1 })
    expect(await made(b.body.orderId)).toMatchObject({ status: 'cancelled', projects: 0, invoices: 0 })
    const requests = await t.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.domainName, 'first-come-example.com'))
    expect(requests.map((r) => r.orderId)).toEqual([a.body.orderId])
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === b.intentId)).toHaveLength(1)
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerId, b.intentId))
    expect(payment!.status).toBe('refunded')
    await t.flushMail()
    const [mail] = t.smtp.to(b.user.email)
    expect(mail!.subject).toBe('Your SiteCraft payment has been refunded')
    expect(mail!.text).toContain('first-come-example.com was taken by another order')
  })
})

describe('an order whose payment is under way or made', () => {
  it('is never changed: a changed checkout after the card was charged opens a new order, and both are paid', async () => {
    const { headers, body, intentId } = await checkout()
    // The customer paid; the webhook is still on its way when they change their order.
    fake.succeed(intentId)
    const changed = await createIntent(t, headers, { ...ORDER, extraPages: 3 }, { name: 'Grace Hopper' })
    expect(changed.statusCode, changed.body).toBe(200)
    const next = changed.json()
    expect(next.orderId).not.toBe(body.orderId)
    expect(next.clientSecret).not.toBe(body.clientSecret)
    expect(next.amount).toBeGreaterThan(body.amount)
    expect(fake.intents.get(intentId)!.amount).toBe(body.amount * 100)
    const [first] = await t.database.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(first).toMatchObject({ amountCents: body.amount * 100, extraPages: 1 })

    await webhook(paymentIntentEvent(fake.intents.get(intentId)!))
    expect(await made(body.orderId)).toMatchObject({ status: 'paid', projects: 1, invoices: 1 })
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, next.orderId))
    await webhook(paymentIntentEvent(fake.succeed(payment!.providerId)))
    expect(await made(next.orderId)).toMatchObject({ status: 'paid', projects: 1, invoices: 1 })
    const mine = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.attentionReason, 'amount_mismatch'))
    expect(mine.filter((p) => p.orderId === body.orderId || p.orderId === next.orderId)).toHaveLength(0)
  })

  it('waits for a payment still processing beside the next order, and is paid when it settles', async () => {
    const { headers, body, intentId } = await checkout()
    await webhook(paymentIntentEvent(fake.process(intentId), 'payment_intent.processing'))
    const [frozen] = await t.database.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(frozen!.frozenAt).toBeInstanceOf(Date)

    const changed = await createIntent(t, headers, { ...ORDER, selectedAddons: [] }, { name: 'Grace Hopper' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().orderId).not.toBe(body.orderId)
    // The next checkout of the new order gives its own payment back.
    const same = await createIntent(t, headers, { ...ORDER, selectedAddons: [] }, { name: 'Grace Hopper' })
    expect(same.json()).toEqual(changed.json())

    await webhook(paymentIntentEvent(fake.succeed(intentId)))
    expect(await made(body.orderId)).toMatchObject({ status: 'paid', projects: 1 })
    expect(await made(changed.json().orderId)).toMatchObject({ status: 'pending', projects: 0 })
  })

  it('updates an unpaid order and its payment’s amount at the provider', async () => {
    const { headers, body, intentId } = await checkout()
    const changed = await createIntent(t, headers, { ...ORDER, extraPages: 2 }, { name: 'Grace Hopper' })
    expect(changed.json()).toMatchObject({ orderId: body.orderId, clientSecret: body.clientSecret })
    expect(fake.intents.get(intentId)!.amount).toBe(changed.json().amount * 100)
    await webhook(paymentIntentEvent(fake.succeed(intentId)))
    expect(await made(body.orderId)).toMatchObject({ status: 'paid', projects: 1 })
  })

  it('shows a refund that failed every retry in the queue as failed', async () => {
    const { body, intentId } = await checkout()
    await t.app.ctx.jobs.stop()
    try {
      await webhook(paymentIntentEvent({ ...fake.succeed(intentId), amount: 200 }))
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, body.orderId))
      expect(payment!.refundStatus).toBe('pending')
      const refund = refundJobHandler(t.app.ctx, t.app.ctx.payments)
      fake.setFailNext(3)
      const signal = new AbortController().signal
      await expect(refund.run({ paymentId: payment!.id }, { id: 0, attempt: 6, signal })).rejects.toThrow()
      expect((await attentionQueue()).find((p) => p.id === payment!.id)).toMatchObject({
        reason: 'amount_mismatch',
        refundStatus: 'failed',
        refundedAt: null,
      })
    } finally {
      t.app.ctx.jobs.start()
    }
  })

  it('is listed for admins only', async () => {
    const cfo = await createStaff(t, 'cfo', 'queue-cfo@studio.test').then(() =>
      signInStaff(t, 'cfo', 'queue-cfo@studio.test'),
    )
    const res = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/admin/payments/attention', ...(headers ? { headers } : {}) })
    expect((await res(bearer(cfo))).statusCode).toBe(403)
    expect((await res()).statusCode).toBe(401)
  })
})

let adminToken: string | undefined
async function attentionQueue(): Promise<PaymentNeedingAttention[]> {
  if (!adminToken) {
    await createStaff(t, 'admin', 'queue-admin@studio.test')
    adminToken = await signInStaff(t, 'admin', 'queue-admin@studio.test')
  }
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/payments/attention',
    headers: bearer(adminToken),
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

async function mailsTo(email: string, kind: string) {
  await t.app.ctx.jobs.flush()
  return (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) => (j.payload as { kind?: string }).kind === kind && (j.payload as { to?: string }).to === email,
  )
}

// Stripe mode's refunds: a payment the order can no longer take (its amount, a closed order, a coupon or domain
// gone) is refunded, and its customer told why.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domainRequests } from '../../db/schema/domains'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import { orders, payments } from '../../db/schema/orders'
import { createIntent } from '../../test/checkout'
import { paymentIntentEvent } from '../../test/fake-stripe'
import { ORDER_MESSAGES } from './orders.service'
import {
  ORDER,
  attentionQueue,
  checkout,
  clock,
  fake,
  made,
  mailsTo,
  t,
  useStripeApp,
  webhook,
} from './stripe-fixtures'

useStripeApp()

describe('Stripe mode', () => {
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
      amountCents: 100,
      currency: 'USD',
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

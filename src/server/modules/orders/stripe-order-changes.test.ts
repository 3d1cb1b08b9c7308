// Stripe mode: an order whose payment is under way or made is never changed, and the attention queue's refunds.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, payments } from '../../db/schema/orders'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createIntent } from '../../test/checkout'
import { paymentIntentEvent } from '../../test/fake-stripe'
import { refundJobHandler } from './orders.settle'
import { ORDER, attentionQueue, checkout, fake, made, t, useStripeApp, webhook } from './stripe-fixtures'

useStripeApp()

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
    expect(next.amountCents).toBeGreaterThan(body.amountCents)
    expect(fake.intents.get(intentId)!.amount).toBe(body.amountCents)
    const [first] = await t.database.db.select().from(orders).where(eq(orders.id, body.orderId))
    expect(first).toMatchObject({ amountCents: body.amountCents, extraPages: 1 })

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
    expect(fake.intents.get(intentId)!.amount).toBe(changed.json().amountCents)
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

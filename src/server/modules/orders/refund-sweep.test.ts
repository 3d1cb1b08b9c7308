// Refunds left pending when the process stopped between the provider's call and recording its answer: the sweep asks
// the provider (the built-in test provider, and Stripe's stand-in through the official SDK) and settles each one
// as the normal path would — succeeded with a credit note and the customer told, or released.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { creditNotes, invoices, refunds } from '../../db/schema/billing'
import { orders, payments } from '../../db/schema/orders'
import { users } from '../../db/schema/auth'
import { seedPaidOrder } from '../../db/seed/factories'
import type { AuditActor } from '../audit'
import { fixedClock } from '../../lib/clock'
import { createStaff } from '../../test/auth-helpers'
import { openCheckout } from '../../test/checkout'
import { type FakeStripe, paymentIntentEvent } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import { createTestApp, type TestApp } from '../../test/test-app'
import { issueCreditNote } from '../billing'
import { refundOrder } from './orders.refund'
import { PENDING_REFUND_AFTER_MS, sweepPendingRefunds } from './orders.refund-sweep'

const clock = fixedClock(new Date())
const later = () => clock.advance(PENDING_REFUND_AFTER_MS + 60_000)

async function staffActor(t: TestApp): Promise<AuditActor> {
  const email = `sweep-cfo-${randomUUID().slice(0, 8)}@studio.test`
  await createStaff(t, 'cfo', email)
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
  return { userId: user!.id, email, ip: null }
}

/**
 * A refund whose process stops at the provider's call: before it (`made: false`) or after the provider made the
 * refund (`made: true`). Its request never answers; resolves once the refund is pending and the call has happened.
 */
function refundThatStops(t: TestApp, actor: AuditActor, orderId: number, amount: number, made: boolean) {
  const provider = t.app.ctx.payments
  const real = provider.refund.bind(provider)
  return new Promise<void>((called) => {
    provider.refund = async (...args) => {
      provider.refund = real
      if (made) await real(...args)
      called()
      return new Promise<string>(() => {})
    }
    void refundOrder(t.app.ctx, actor, orderId, { amount, reason: 'Stopped midway', cancelProject: false })
  })
}

const refundRows = (t: TestApp, orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id)

async function orderStatus(t: TestApp, orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId))
  return row!.status
}

describe('with the test provider', () => {
  let t: TestApp
  let actor: AuditActor
  beforeAll(async () => {
    t = await createTestApp({ clock })
    actor = await staffActor(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A $100 order paid by card through the test provider, with its invoice. */
  async function paidOrder() {
    const db = t.database.db
    const order = await seedPaidOrder(db, { amountCents: 100_00 })
    const providerId = `tpi_sweep_${order.id}`
    await db.insert(payments).values({
      orderId: order.id,
      provider: 'test',
      providerId,
      status: 'succeeded',
      amountCents: 100_00,
      idempotencyKey: `order-${order.id}`,
      clientSecret: `${providerId}_secret`,
      succeededAt: new Date(),
    })
    await db.insert(invoices).values({
      number: `INV-8${String(order.id).padStart(5, '0')}`,
      userId: order.userId!,
      orderId: order.id,
      projectId: order.project!.id,
      status: 'paid',
      lines: [{ description: 'Website', quantity: 1, unitCents: 100_00, amountCents: 100_00 }],
      subtotalCents: 100_00,
      totalCents: 100_00,
      paidAt: new Date(),
    })
    return order
  }

  it('completes a refund the provider made, with its credit note, once, and tells the customer', async () => {
    const order = await paidOrder()
    await refundThatStops(t, actor, order.id, 100, true)
    const [pending] = await refundRows(t, order.id)
    expect(pending).toMatchObject({ status: 'pending', creditNoteId: null })

    // Younger than the provider's call can take: left alone.
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 0 })
    later()
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, succeeded: 1 })
    const [done] = await refundRows(t, order.id)
    expect(done).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^tre_/) })
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, done!.creditNoteId!))
    expect(note).toMatchObject({ amountCents: 100_00, number: expect.stringMatching(/^CN-/) })
    expect(await orderStatus(t, order.id)).toBe('refunded')
    await t.flushMail()
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, order.userId!))
    const mails = t.smtp.to(customer!.email).filter((m) => m.text.includes(note!.number))
    expect(mails).toHaveLength(1)
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(order.id)))
    expect(audit.map((a) => a.action)).toContain('order.refund')

    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 0 })
    expect(
      await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, note!.invoiceId)),
    ).toHaveLength(1)
  })

  it('releases a refund the provider never heard of, so its amount can be refunded again', async () => {
    const order = await paidOrder()
    await refundThatStops(t, actor, order.id, 40, false)
    later()
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, released: 1 })
    const [released] = await refundRows(t, order.id)
    expect(released).toMatchObject({ status: 'failed', creditNoteId: null })
    expect(await orderStatus(t, order.id)).toBe('paid')
    const again = await refundOrder(t.app.ctx, actor, order.id, {
      amount: 100,
      reason: 'All of it',
      cancelProject: false,
    })
    expect(again.success).toBe(true)
    expect(await orderStatus(t, order.id)).toBe('refunded')
  })
  it('goes on past a refund it cannot record (its invoice credited meanwhile), which waits for a person', async () => {
    const stuck = await paidOrder()
    await refundThatStops(t, actor, stuck.id, 100, true)
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, stuck.id))
    await issueCreditNote(t.database.db, {
      invoiceId: invoice!.id,
      amountCents: 100_00,
      reason: 'Credited by hand',
      createdBy: null,
    })
    const next = await paidOrder()
    await refundThatStops(t, actor, next.id, 25, true)
    later()
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({
      seen: 2,
      unchecked: 1,
      succeeded: 1,
    })
    expect((await refundRows(t, stuck.id))[0]).toMatchObject({ status: 'pending' })
    expect((await refundRows(t, next.id))[0]).toMatchObject({ status: 'succeeded' })
  })
})

describe('with Stripe', () => {
  let stripe: StripeTestApp
  let fake: FakeStripe
  let t: TestApp
  let actor: AuditActor
  beforeAll(async () => {
    stripe = await startStripeTestApp({ secretKey: 'sk_test_sweep', webhookSecret: 'whsec_sweep', clock })
    ;({ t, fake } = stripe)
    actor = await staffActor(t)
  })
  afterAll(async () => {
    await stripe?.close()
  })

  /** A $130 order paid at Stripe (its webhook finalises it: paid, project, invoice). */
  async function paidOrder() {
    const order = { title: 'Harbour Gym', businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] }
    const { orderId } = await openCheckout(t, order, { name: 'Grace Hopper' })
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
    await stripe.webhook(paymentIntentEvent(fake.succeed(payment!.providerId)))
    expect(await orderStatus(t, orderId)).toBe('paid')
    return { orderId, intentId: payment!.providerId }
  }

  it("finds Stripe's refund by this side's reference and completes it with a credit note", async () => {
    const { orderId, intentId } = await paidOrder()
    await refundThatStops(t, actor, orderId, 30, true)
    const [pending] = await refundRows(t, orderId)
    const atStripe = [...fake.refunds.values()].find((r) => r.payment_intent === intentId)!
    expect(atStripe).toMatchObject({ amount: 30_00, metadata: { reference: `ledger-refund-${pending!.id}` } })
    later()
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, succeeded: 1 })
    const [done] = await refundRows(t, orderId)
    expect(done).toMatchObject({
      status: 'succeeded',
      providerRefundId: atStripe.id,
      creditNoteId: expect.any(Number),
    })
    // Partly refunded: the order stays paid.
    expect(await orderStatus(t, orderId)).toBe('paid')
    expect(
      fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds').at(-1)?.body,
    ).toMatchObject({
      payment_intent: intentId,
    })
  })

  it('waits while Stripe is still processing the refund, and releases it once Stripe says it failed', async () => {
    const { orderId, intentId } = await paidOrder()
    await refundThatStops(t, actor, orderId, 130, true)
    const atStripe = [...fake.refunds.values()].find((r) => r.payment_intent === intentId)!
    atStripe.status = 'pending'
    later()
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, waiting: 1 })
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending' })
    atStripe.status = 'failed'
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, released: 1 })
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'failed', creditNoteId: null })
    expect(await orderStatus(t, orderId)).toBe('paid')
  })

  it('leaves a refund pending when Stripe cannot be asked, for the next run', async () => {
    const { orderId } = await paidOrder()
    await refundThatStops(t, actor, orderId, 10, true)
    later()
    fake.setFailNext(3)
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, unchecked: 1 })
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending' })
    expect(await sweepPendingRefunds(t.app.ctx, t.app.ctx.payments)).toMatchObject({ seen: 1, succeeded: 1 })
  })
})

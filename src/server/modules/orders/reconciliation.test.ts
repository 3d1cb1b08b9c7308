// The reconciliation against a stand-in of Stripe's API: every unsettled payment is reached, newest first and page
// after page, abandoned checkouts are closed after a day, and one payment that cannot be checked is recorded
// and skipped without stopping the run.
import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import type { ProviderIntent } from '../../integrations/payments/provider'
import { fixedClock } from '../../lib/clock'
import { openCheckout } from '../../test/checkout'
import { type FakeStripe } from '../../test/fake-stripe'
import { startStripeTestApp, type StripeTestApp } from '../../test/stripe-app'
import type { TestApp } from '../../test/test-app'
import { ORDER_MESSAGES } from './orders.service'
import { ABANDONED_AFTER_MS, RECONCILE_PAGE, reconcilePayments } from './orders.reconcile'
import { refundJobHandler } from './orders.settle'

const SECRET = 'sk_test_reconcile'
// Every row the tests make and every run of the reconciliation read this clock, never the machine's date.
const clock = fixedClock(new Date('2026-12-01T10:00:00Z'))
let fake: FakeStripe
let t: TestApp
let stripe: StripeTestApp
const lines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  stripe = await startStripeTestApp({
    secretKey: SECRET,
    webhookSecret: 'whsec_x',
    clock,
    config: { logLevel: 'warn' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  })
  ;({ t, fake } = stripe)
  // The runner stays idle: each test runs the reconciliation itself.
  await t.app.ctx.jobs.stop()
})
afterAll(async () => {
  await stripe?.close()
})

const ORDER = { title: 'Harbour Gym', businessType: 'fitness', extraPages: 1, selectedAddons: ['blog'] }

/** Checkouts opened at `at` and never paid, each by a customer of its own, with a real intent at the provider. */
async function abandonedCheckouts(n: number, at: Date) {
  const db = t.database.db
  const run = randomUUID().slice(0, 8)
  const owners = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `abandoned-${run}-${i}@example.com` })))
    .returning({ id: users.id })
  const opened = await db
    .insert(orders)
    .values(owners.map((u) => ({ userId: u.id, title: 'Abandoned', amountCents: 130_00, createdAt: at })))
    .returning()
  const intents: ProviderIntent[] = []
  for (let i = 0; i < opened.length; i += 25)
    intents.push(
      ...(await Promise.all(
        opened.slice(i, i + 25).map((o) =>
          t.app.ctx.payments.createIntent({
            amountCents: o.amountCents,
            currency: 'usd',
            idempotencyKey: `order-${o.id}`,
            orderId: o.id,
            userId: o.userId!,
            description: o.title,
          }),
        ),
      )),
    )
  await db.insert(payments).values(
    opened.map((o, i) => ({
      orderId: o.id,
      provider: 'stripe',
      providerId: intents[i]!.id,
      clientSecret: intents[i]!.clientSecret,
      amountCents: o.amountCents,
      idempotencyKey: `order-${o.id}`,
      createdAt: at,
    })),
  )
  return { orderIds: opened.map((o) => o.id), intentIds: intents.map((i) => i.id) }
}

/** A customer's checkout paid at the provider whose webhook never came. */
async function paidWithoutWebhook() {
  const { orderId } = await openCheckout(t, ORDER, { name: 'Grace Hopper' })
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))
  fake.succeed(payment!.providerId)
  return { orderId, payment: payment! }
}

async function orderStatus(id: number) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return order!.status
}

/** Runs the reconciliation three minutes on, past the time left to the webhook. */
function reconcile() {
  clock.advance(3 * 60_000)
  return reconcilePayments(t.app.ctx, t.app.ctx.payments)
}

describe('the reconciliation', () => {
  it('reaches a paid checkout behind 150 abandoned ones, and closes those after a day', async () => {
    const twoDaysAgo = new Date(clock.now().getTime() - 2 * ABANDONED_AFTER_MS)
    const abandoned = await abandonedCheckouts(150, twoDaysAgo)
    expect(150).toBeGreaterThan(RECONCILE_PAGE)
    // Paid two days ago too, its webhook lost: old, but paid, so settled and never cancelled.
    const [late] = (await abandonedCheckouts(1, twoDaysAgo)).intentIds
    fake.succeed(late!)
    const paid = await paidWithoutWebhook()

    const summary = await reconcile()
    expect(summary).toMatchObject({ expired: 150, failed: 0 })
    expect(await orderStatus(paid.orderId)).toBe('paid')
    expect(
      await t.database.db.select().from(projects).where(eq(projects.orderId, paid.orderId)),
    ).toHaveLength(1)
    const [latePayment] = await t.database.db.select().from(payments).where(eq(payments.providerId, late!))
    expect(await orderStatus(latePayment!.orderId)).toBe('paid')
    expect(fake.intents.get(late!)!.status).toBe('succeeded')

    const closed = await t.database.db.select().from(orders).where(inArray(orders.id, abandoned.orderIds))
    expect(closed.every((o) => o.status === 'failed' && o.cancelReason === ORDER_MESSAGES.closed)).toBe(true)
    expect(abandoned.intentIds.every((id) => fake.intents.get(id)!.status === 'canceled')).toBe(true)
    // Nothing is left to do: the next run sees only what is still unsettled.
    expect((await reconcile()).expired).toBe(0)
  })

  it('records a payment the provider does not know, or could not check, and settles the others', async () => {
    const older = await paidWithoutWebhook()
    const [gone] = (await abandonedCheckouts(1, new Date(clock.now().getTime() - 10 * 60_000))).intentIds
    fake.intents.delete(gone!)
    const newer = await paidWithoutWebhook()
    const newest = await paidWithoutWebhook()
    // Newest first: the first question fails on every retry.
    fake.setFailNext(3)

    const summary = await reconcile()
    expect(summary).toMatchObject({ failed: 2 })
    expect(await orderStatus(older.orderId)).toBe('paid')
    expect(await orderStatus(newer.orderId)).toBe('paid')
    expect(await orderStatus(newest.orderId)).toBe('pending')

    const [unknown] = await t.database.db.select().from(payments).where(eq(payments.providerId, gone!))
    expect(unknown).toMatchObject({ attentionReason: 'unknown_to_provider' })
    expect(unknown!.attentionDetail).toContain('No such payment_intent')
    const [unchecked] = await t.database.db.select().from(payments).where(eq(payments.id, newest.payment.id))
    expect(unchecked).toMatchObject({ attentionReason: 'reconciliation_failed' })
    const skipped = lines.filter((l) => l.event === 'reconcile_payment_failed')
    expect(skipped.map((l) => l.reason).toSorted()).toEqual(['reconciliation_failed', 'unknown_to_provider'])
    expect(lines.find((l) => l.event === 'reconciliation')).toMatchObject({ failed: 2 })

    // The next run settles the one that could not be checked and takes it out of the queue.
    await reconcile()
    expect(await orderStatus(newest.orderId)).toBe('paid')
    const [checked] = await t.database.db.select().from(payments).where(eq(payments.id, newest.payment.id))
    expect(checked!.attentionReason).toBeNull()
  })

  it('refunds a payment stuck on an order that no longer matches it', async () => {
    // As an order changed after its payment before this was prevented: pending, its payment of another amount.
    const { orderId, payment } = await paidWithoutWebhook()
    await t.database.db.update(orders).set({ amountCents: 150_00 }).where(eq(orders.id, orderId))
    await reconcile()
    expect(await orderStatus(orderId)).toBe('cancelled')
    const [flagged] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id))
    expect(flagged).toMatchObject({ attentionReason: 'amount_mismatch', refundStatus: 'pending' })
    // The refund job the settlement queued (the runner is idle here).
    const signal = new AbortController().signal
    await refundJobHandler(t.app.ctx, t.app.ctx.payments).run(
      { paymentId: payment.id },
      { id: 0, attempt: 1, signal },
    )
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === payment.providerId)).toHaveLength(1)
    const [refunded] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id))
    expect(refunded).toMatchObject({ status: 'refunded', refundStatus: 'refunded' })
  })
})

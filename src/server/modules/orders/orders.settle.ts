import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { PaymentProvider, ProviderIntent } from '../../integrations/payments/provider'
import { markEventProcessed } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/runner'
import {
  finaliseOrder,
  type FinaliseSource,
  queueReceipt,
  RECEIPT_JOB,
  REFUND_JOB,
  refuseOrder,
} from './orders.finalise'
import {
  findPayment,
  findPaymentForOrder,
  listUnsettledPayments,
  lockOrder,
  lockPayment,
  type PaymentRow,
  updatePayment,
} from './orders.repo'
import { findOwnOrder, getOrder, orderView, recentOrdersChangedSoon } from './orders.service'

const SETTLED: Record<string, PaymentRow['status']> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_payment',
  processing: 'processing',
  canceled: 'canceled',
}

/**
 * What the provider says about a payment, applied once: the confirm call, the webhook and the reconciliation all
 * come here. Under the payment's and the order's row locks: a payment that succeeded finalises its pending order
 * (a second arrival finds it paid and changes nothing); an amount or currency that is not the order's is refused
 * and logged for the studio; a payment that finalisation refuses (a coupon that expired, was withdrawn or ran
 * out meanwhile, a domain another order took first) cancels the order and refunds the payment.
 */
export async function settleIntent(
  ctx: AppContext,
  paymentId: number,
  intent: ProviderIntent,
  source: FinaliseSource,
  eventId?: string,
) {
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    // A webhook event is handled once: its id is stored in this transaction, so a failed handling is retried.
    if (eventId && !(await markEventProcessed(tx, 'stripe', eventId))) return
    const payment = await lockPayment(tx, paymentId)
    if (!payment) return
    if (intent.status !== 'succeeded') {
      const status = SETTLED[intent.status]
      // Money moves forward only: a payment that succeeded here never goes back.
      if (status && payment.status !== 'succeeded' && payment.status !== 'refunded')
        await updatePayment(tx, payment.id, {
          status,
          failureReason: intent.lastError ?? payment.failureReason,
        })
      return
    }
    const order = (await lockOrder(tx, payment.orderId))!
    if (order.status !== 'pending') return
    if (intent.amountCents !== order.amountCents || intent.currency !== order.currency) {
      t.log.error(
        {
          event: 'payment_mismatch',
          orderId: order.id,
          paymentId: payment.id,
          providerAmount: intent.amountCents,
          orderAmount: order.amountCents,
          source,
        },
        'payment amount or currency does not match its order; not finalised',
      )
      await updatePayment(tx, payment.id, {
        status: 'succeeded',
        failureReason: `Paid ${intent.amountCents} ${intent.currency}; order is ${order.amountCents} ${order.currency}`,
      })
      return
    }
    const charged =
      payment.status === 'succeeded'
        ? payment
        : await updatePayment(tx, payment.id, {
            status: 'succeeded',
            succeededAt: t.clock.now(),
            failureReason: null,
          })
    const result = await finaliseOrder(t, order, charged, source)
    if (result.ok) t.afterCommit(() => recentOrdersChangedSoon(ctx))
    else await refuseOrder(t, order, charged, result.refusal.message)
  })
}

/**
 * POST /api/orders/:id/verify: the return page asks the provider about the order's payment instead of waiting
 * for the webhook. Safe to repeat.
 */
export async function verifyOrder(ctx: AppContext, provider: PaymentProvider, userId: number, id: number) {
  const found = await findOwnOrder(ctx, userId, id)
  // Only a pending order has anything to ask the provider about; it is read again once settled.
  const payment = found.order.status === 'pending' ? await findPaymentForOrder(ctx.db, id) : undefined
  if (payment?.provider !== provider.name) return orderView(found)
  await settleIntent(ctx, payment.id, await provider.retrieve(payment.providerId), 'verify')
  return getOrder(ctx, userId, id)
}

export const RECONCILE_JOB = 'reconcile-payments'
export const RECONCILE_EVERY_MS = 5 * 60_000

/**
 * Finds payments the provider may have taken without this side knowing (a lost webhook, a closed tab) and
 * settles them: those opened more than two minutes ago and within the last three days.
 */
export function reconcileJobHandler(ctx: AppContext, provider: PaymentProvider): JobHandler {
  return {
    kind: RECONCILE_JOB,
    async run() {
      await reconcilePayments(ctx, provider)
    },
  }
}

export async function reconcilePayments(ctx: AppContext, provider: PaymentProvider) {
  const now = ctx.clock.now().getTime()
  const rows = await listUnsettledPayments(
    ctx.db,
    new Date(now - 2 * 60_000),
    new Date(now - 3 * 24 * 3600_000),
  )
  let settled = 0
  for (const { payment } of rows) {
    if (payment.provider !== provider.name) continue
    const intent = await provider.retrieve(payment.providerId)
    await settleIntent(ctx, payment.id, intent, 'reconciliation')
    settled++
  }
  return settled
}

/** Writes and queues the receipt of an order the finalising transaction marked paid. */
export function receiptJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: RECEIPT_JOB,
    async run(payload) {
      await withTransaction(ctx, (t) => queueReceipt(t, Number(payload.orderId)))
    },
  }
}

/** Refunds a payment whose order was refused, once (the idempotency key is the payment's). */
export function refundJobHandler(ctx: AppContext, provider: PaymentProvider): JobHandler {
  return {
    kind: REFUND_JOB,
    async run(payload) {
      const payment = await findPayment(ctx.db, Number(payload.paymentId))
      if (!payment || payment.status === 'refunded') return
      // A retried refund carries the same key, so the provider refunds once.
      await provider.refund(payment.providerId, `refund-${payment.id}`)
      await updatePayment(ctx.db, payment.id, { status: 'refunded' })
      ctx.log.info(
        { event: 'payment_refunded', orderId: payment.orderId, paymentId: payment.id },
        'payment refunded',
      )
    },
  }
}

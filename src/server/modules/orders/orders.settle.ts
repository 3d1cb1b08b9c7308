import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
} from '../../integrations/payments/provider'
import { DEFAULT_MAX_ATTEMPTS, enqueueJob, markEventProcessed } from '../../jobs/queue'
import { findAccount } from '../auth'
import { countPayment, type PaymentOutcome } from '../metrics'
import type { JobHandler } from '../../jobs/runner'
import {
  finaliseOrder,
  type FinaliseSource,
  queueReceipt,
  RECEIPT_JOB,
  REFUND_JOB,
  refuseOrder,
} from './orders.finalise'
import { paymentRefundedMail } from './orders.mail'
import {
  closePendingOrder,
  findPayment,
  findPaymentForOrder,
  flagPayment,
  freezeOrder,
  lockOrder,
  lockPayment,
  markPaymentRefunded,
  markRefundFailed,
  type OrderRow,
  type PaymentRow,
  updatePayment,
} from './orders.repo'
import { askProvider, ORDER_MESSAGES, recentOrdersChangedSoon } from './orders.service'
import { findOwnOrder, getOrder, orderView } from './orders.view'

const SETTLED: Record<string, PaymentRow['status']> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_payment',
  processing: 'processing',
  canceled: 'canceled',
}

/**
 * What the provider says about a payment, applied once: the confirm call, the webhook, the return page's check
 * and the reconciliation all come here. Under the payment's and the order's row locks: a payment that succeeded
 * finalises its pending order (a second arrival finds it paid and changes nothing); a payment that
 * finalisation refuses (a coupon that expired, was withdrawn or ran out meanwhile, a domain another order took
 * first) cancels the order and refunds the payment. A payment under way freezes its order (it never changes
 * again); one cancelled, or failed after it was under way, closes it. Money that does not match its order
 * (another amount or currency, or an order closed before it came) is refunded by a job, the customer is mailed,
 * and the payment waits in the admin's queue of payments that need attention.
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
      if (!status || payment.status === 'succeeded' || payment.status === 'refunded') return
      const outcome = unpaidOutcome(payment, status, intent)
      await updatePayment(tx, payment.id, {
        status,
        failureReason: intent.lastError ?? payment.failureReason,
        // A new refusal is one more attempt (the webhook and the return page may bring the same one).
        ...(outcome === 'declined' ? { declines: payment.declines + 1 } : {}),
      })
      if (outcome) t.afterCommit(() => countPayment(t.metrics, 'order', outcome))
      if (status === 'processing') await freezeOrder(tx, payment.orderId, t.clock.now())
      else if (status === 'canceled')
        await closePendingOrder(tx, payment.orderId, 'failed', ORDER_MESSAGES.closed)
      else if (payment.status === 'processing')
        // A payment that was under way and failed: its frozen order cannot be paid again.
        await closePendingOrder(tx, payment.orderId, 'failed', intent.lastError ?? ORDER_MESSAGES.closed)
      return
    }
    const order = (await lockOrder(tx, payment.orderId))!
    if (order.status !== 'pending') {
      // Paid already (a second arrival), or refused and refunded: nothing more. Money taken for an order that
      // was closed before it came (never known here as succeeded) is given back.
      if (order.status !== 'paid' && payment.status !== 'succeeded' && payment.status !== 'refunded')
        await refundUnmatched(t, order, payment, intent, 'order_closed', source)
      return
    }
    if (intent.amountCents !== order.amountCents || intent.currency !== order.currency) {
      await refundUnmatched(t, order, payment, intent, 'amount_mismatch', source)
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
    if (payment.status !== 'succeeded') t.afterCommit(() => countPayment(t.metrics, 'order', 'succeeded'))
    const result = await finaliseOrder(t, order, charged, source)
    if (result.ok) t.afterCommit(() => recentOrdersChangedSoon(ctx))
    else await refuseOrder(t, order, charged, result.refusal.message)
  })
}

/**
 * What a provider's word on an unpaid payment means for the metrics, counted once per change: an attempt the
 * bank refused (the payment waits for another card, with a new reason) is a decline; a payment cancelled, or
 * failed after it was under way, failed for good.
 */
function unpaidOutcome(
  payment: PaymentRow,
  status: PaymentRow['status'],
  intent: ProviderIntent,
): PaymentOutcome | undefined {
  if (status !== payment.status && (status === 'canceled' || payment.status === 'processing')) return 'failed'
  if (status === 'requires_payment' && intent.lastError && intent.lastError !== payment.failureReason)
    return 'declined'
  return undefined
}

/**
 * A payment taken that cannot be accepted for its order: recorded as succeeded for what the provider took and put
 * in the admin's queue with the reason, its pending order cancelled (it can never be paid: one payment per order),
 * a refund queued (the provider is called after commit, with the payment's idempotency key) and the customer
 * mailed. A refund that fails every retry stays in the queue for a person.
 */
async function refundUnmatched(
  t: TxContext,
  order: OrderRow,
  payment: PaymentRow,
  intent: ProviderIntent,
  reason: 'amount_mismatch' | 'order_closed',
  source: FinaliseSource,
) {
  const { tx } = t
  const now = t.clock.now()
  const detail =
    reason === 'amount_mismatch'
      ? `Paid ${intent.amountCents} ${intent.currency}; the order is ${order.amountCents} ${order.currency}`
      : `Paid ${intent.amountCents} ${intent.currency} after the order was ${order.status}`
  t.log.error(
    {
      event: 'payment_unmatched',
      reason,
      orderId: order.id,
      paymentId: payment.id,
      providerAmount: intent.amountCents,
      providerCurrency: intent.currency,
      orderAmount: order.amountCents,
      orderStatus: order.status,
      source,
    },
    'payment does not match its order; refunding it',
  )
  await updatePayment(tx, payment.id, {
    status: 'succeeded',
    succeededAt: payment.succeededAt ?? now,
    amountCents: intent.amountCents,
    currency: intent.currency,
    refundStatus: 'pending',
  })
  await flagPayment(tx, payment.id, { reason, detail, at: now })
  if (order.status === 'pending') await closePendingOrder(tx, order.id, 'cancelled', ORDER_MESSAGES.mismatch)
  await enqueueJob(tx, { kind: REFUND_JOB, payload: { paymentId: payment.id } })
  const customer = order.userId === null ? undefined : await findAccount(tx, order.userId)
  if (customer)
    await enqueueMail(tx, {
      to: customer.email,
      kind: 'refund',
      ...paymentRefundedMail(order, intent, `${t.config.publicUrl}/dashboard`),
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
  const intent = await askProvider(() => provider.retrieve(payment.providerId))
  await settleIntent(ctx, payment.id, intent, 'verify')
  return getOrder(ctx, userId, id)
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

/**
 * Refunds a payment whose order was refused or did not match it, once (the idempotency key is the payment's).
 * A refund the provider says was made already (by hand, at its dashboard) counts as made; one that fails its
 * last retry is marked failed and waits in the admin's queue for a person.
 */
export function refundJobHandler(ctx: AppContext, provider: PaymentProvider): JobHandler {
  return {
    kind: REFUND_JOB,
    async run(payload, job) {
      const payment = await findPayment(ctx.db, Number(payload.paymentId))
      if (!payment || payment.status === 'refunded') return
      try {
        // A retried refund carries the same key, so the provider refunds once.
        await provider.refund(payment.providerId, `refund-${payment.id}`)
      } catch (err) {
        const refundedAlready =
          err instanceof PaymentProviderError && err.detail.code === 'charge_already_refunded'
        if (!refundedAlready) {
          if (job.attempt >= DEFAULT_MAX_ATTEMPTS)
            await markRefundFailed(ctx.db, payment.id, errorText(err), ctx.clock.now())
          throw err
        }
      }
      await markPaymentRefunded(ctx.db, payment.id, ctx.clock.now())
      countPayment(ctx.metrics, 'order', 'refunded')
      ctx.log.info(
        { event: 'payment_refunded', orderId: payment.orderId, paymentId: payment.id },
        'payment refunded',
      )
    },
  }
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500)

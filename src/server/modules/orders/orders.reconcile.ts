// The reconciliation: payments the provider may have taken without this side knowing, asked about and settled
// (settleIntent), a page at a time; checkouts abandoned for a day closed.
import type { AppContext } from '../../context'
import {
  isProviderFailure,
  OPEN_INTENT_STATUSES,
  PaymentProviderError,
  type PaymentProvider,
} from '../../integrations/payments/provider'
import type { JobHandler } from '../../jobs/runner'
import { reconcileInvoicePayments } from '../billing'
import { clearPaymentFlag, flagPayment, listUnsettledPayments, type PaymentRow } from './orders.repo'
import { errorText, settleIntent } from './orders.settle'

export const RECONCILE_JOB = 'reconcile-payments'
export const RECONCILE_EVERY_MS = 5 * 60_000

/** Payments asked for at a time; the run goes on page after page until it has seen them all. */
export const RECONCILE_PAGE = 100
/** The webhook usually comes first: younger payments are left to it. */
export const RECONCILE_AFTER_MS = 2 * 60_000
/** An unpaid checkout this old is abandoned: its intent is cancelled at the provider and its order closed. */
export const ABANDONED_AFTER_MS = 24 * 3600_000

/**
 * Finds payments the provider may have taken without this side knowing (a lost webhook, a closed tab) and
 * settles them, and closes checkouts abandoned for a day. A run stops between payments when its attempt is
 * aborted (a timeout, a lost lease); the next one starts again from the newest.
 */
export function reconcileJobHandler(ctx: AppContext, provider: PaymentProvider): JobHandler {
  return {
    kind: RECONCILE_JOB,
    timeoutMs: 4 * 60_000,
    async run(_payload, job) {
      await reconcilePayments(ctx, provider, job.signal)
      // Then the maintenance invoices' payments, which billing keeps apart (decision 0014).
      await reconcileInvoicePayments(ctx, provider, job.signal)
    },
  }
}

export interface ReconcileSummary {
  /** Payments looked at. */
  seen: number
  /** Asked of the provider and settled as it says (finalised, still waiting, declined…). */
  settled: number
  /** Abandoned checkouts closed: the intent cancelled, the order closed. */
  expired: number
  /** Payments that could not be checked (recorded for the admin's queue and skipped). */
  failed: number
}

/**
 * Every payment not settled here, opened more than two minutes ago, newest first, a page at a time until all are
 * seen (a backlog of abandoned checkouts never hides a newer paid one). Each is asked of the provider and settled
 * on its own: one that fails (unknown to the provider, an error) is logged, counted, put in the admin's queue and
 * skipped. An unpaid one older than a day is cancelled at the provider (so it can no longer be paid) and its order
 * closed.
 */
export async function reconcilePayments(
  ctx: AppContext,
  provider: PaymentProvider,
  signal?: AbortSignal,
): Promise<ReconcileSummary> {
  const now = ctx.clock.now().getTime()
  const olderThan = new Date(now - RECONCILE_AFTER_MS)
  const abandonedBefore = new Date(now - ABANDONED_AFTER_MS)
  const summary: ReconcileSummary = { seen: 0, settled: 0, expired: 0, failed: 0 }
  let beforeId: number | undefined
  for (;;) {
    const page = await listUnsettledPayments(ctx.db, {
      provider: provider.name,
      olderThan,
      ...(beforeId !== undefined ? { beforeId } : {}),
      limit: RECONCILE_PAGE,
    })
    for (const { payment } of page) {
      if (signal?.aborted) break
      summary.seen++
      const abandoned = payment.status === 'requires_payment' && payment.createdAt < abandonedBefore
      try {
        summary[await reconcilePayment(ctx, provider, payment, abandoned)]++
      } catch (err) {
        summary.failed++
        await recordReconcileFailure(ctx, payment, err, abandoned)
      }
    }
    if (page.length < RECONCILE_PAGE || signal?.aborted) break
    beforeId = page.at(-1)!.payment.id
  }
  if (summary.seen > 0)
    ctx.log[summary.failed ? 'warn' : 'info']({ event: 'reconciliation', ...summary }, 'payments reconciled')
  return summary
}

/** Asks the provider about one payment and settles it; an abandoned unpaid one is cancelled there first. */
async function reconcilePayment(
  ctx: AppContext,
  provider: PaymentProvider,
  payment: PaymentRow,
  abandoned: boolean,
): Promise<'settled' | 'expired'> {
  let intent = await provider.retrieve(payment.providerId)
  if (abandoned && OPEN_INTENT_STATUSES.has(intent.status)) {
    try {
      intent = await provider.cancel(payment.providerId)
    } catch (err) {
      // Paid (or cancelled) between the two calls: settled as it now is.
      if (!isProviderFailure(err, 'unexpected_state')) throw err
      intent = await provider.retrieve(payment.providerId)
    }
  }
  // It could be checked again: a failure of an earlier run has passed.
  if (payment.attentionReason === 'reconciliation_failed')
    await clearPaymentFlag(ctx.db, payment.id, 'reconciliation_failed')
  await settleIntent(ctx, payment.id, intent, 'reconciliation')
  return abandoned && intent.status === 'canceled' ? 'expired' : 'settled'
}

/**
 * A payment the reconciliation could not check: logged with the provider's detail and put in the admin's queue
 * (unknown to the provider, or could not be checked). One the provider does not know and that was abandoned
 * can never be paid: its order is closed.
 */
async function recordReconcileFailure(
  ctx: AppContext,
  payment: PaymentRow,
  err: unknown,
  abandoned: boolean,
) {
  const unknown = isProviderFailure(err, 'not_found')
  const reason = unknown ? 'unknown_to_provider' : 'reconciliation_failed'
  ctx.log.warn(
    {
      event: 'reconcile_payment_failed',
      reason,
      paymentId: payment.id,
      orderId: payment.orderId,
      err: {
        type: err instanceof Error ? err.name : typeof err,
        message: errorText(err),
        ...(err instanceof PaymentProviderError ? err.detail : {}),
      },
    },
    'payment could not be reconciled; skipped',
  )
  try {
    if (unknown) await clearPaymentFlag(ctx.db, payment.id, 'reconciliation_failed')
    await flagPayment(ctx.db, payment.id, { reason, detail: errorText(err), at: ctx.clock.now() })
    if (unknown && abandoned)
      await settleIntent(
        ctx,
        payment.id,
        {
          id: payment.providerId,
          clientSecret: payment.clientSecret,
          status: 'canceled',
          amountCents: payment.amountCents,
          currency: payment.currency,
        },
        'reconciliation',
      )
  } catch (recordErr) {
    ctx.log.error(
      { event: 'reconcile_record_failed', paymentId: payment.id, err: errorText(recordErr) },
      'could not record a payment the reconciliation skipped',
    )
  }
}

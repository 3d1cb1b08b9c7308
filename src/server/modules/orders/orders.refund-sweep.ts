import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { PaymentProvider, ProviderRefund } from '../../integrations/payments/provider'
import type { JobHandler } from '../../jobs/runner'
import { type AuditActor, recordAudit } from '../audit'
import { findAccount } from '../auth'
import { failRefund, listStalePendingRefunds, lockPendingRefund } from '../billing'
import { recordProviderRefund, refundReference } from './orders.refund'
import { findPayment, lockOrder } from './orders.repo'

/*
 * A refund asked for here is `pending` while the provider is called outside any transaction
 * (orders.refund.ts); a process that dies (or hangs) between the call and the second transaction leaves it pending,
 * holding what it would give back. This sweep asks the provider about each one pending for longer than the call can
 * take and settles it as the normal path would: succeeded with its credit note, or failed (released).
 */

export const REFUND_SWEEP_JOB = 'settle-pending-refunds'
export const REFUND_SWEEP_EVERY_MS = 5 * 60_000
/** Longer than the provider call can take (10 s, retried twice), so a refund under way is never swept. */
export const PENDING_REFUND_AFTER_MS = 5 * 60_000
export const REFUND_SWEEP_PAGE = 100

export interface RefundSweepSummary {
  seen: number
  /** Made by the provider: completed with a credit note. */
  succeeded: number
  /** Unknown to the provider, or failed there: released. */
  released: number
  /** Still pending at the provider: left for the next run (or its webhook). */
  waiting: number
  /** Could not be asked (the provider failed): left for the next run. */
  unchecked: number
}

export function refundSweepJobHandler(ctx: AppContext, provider: PaymentProvider): JobHandler {
  return {
    kind: REFUND_SWEEP_JOB,
    timeoutMs: 4 * 60_000,
    async run(_payload, job) {
      await sweepPendingRefunds(ctx, provider, job.signal)
    },
  }
}

/** Every refund pending for longer than PENDING_REFUND_AFTER_MS, a page at a time, each settled on its own. */
export async function sweepPendingRefunds(
  ctx: AppContext,
  provider: PaymentProvider,
  signal?: AbortSignal,
): Promise<RefundSweepSummary> {
  const olderThan = new Date(ctx.clock.now().getTime() - PENDING_REFUND_AFTER_MS)
  const summary: RefundSweepSummary = { seen: 0, succeeded: 0, released: 0, waiting: 0, unchecked: 0 }
  let afterId = 0
  for (;;) {
    const page = await listStalePendingRefunds(ctx.db, olderThan, afterId, REFUND_SWEEP_PAGE)
    for (const refund of page) {
      if (signal?.aborted) break
      summary.seen++
      try {
        summary[await sweepRefund(ctx, provider, refund)]++
      } catch (err) {
        // One refund that cannot be recorded (more than its invoice has left) waits for a person; the rest go on.
        summary.unchecked++
        ctx.log.error(
          { err, event: 'refund_sweep_failed', refundId: refund.id, orderId: refund.orderId },
          'a pending refund could not be settled',
        )
      }
    }
    if (page.length < REFUND_SWEEP_PAGE || signal?.aborted) break
    afterId = page.at(-1)!.id
  }
  if (summary.seen > 0)
    ctx.log[summary.unchecked ? 'warn' : 'info'](
      { event: 'refund_sweep', ...summary },
      'pending refunds swept',
    )
  return summary
}

type Pending = Awaited<ReturnType<typeof listStalePendingRefunds>>[number]

/** What the provider says about one pending refund (found by this side's reference on its payment's refunds). */
async function sweepRefund(
  ctx: AppContext,
  provider: PaymentProvider,
  refund: Pending,
): Promise<Exclude<keyof RefundSweepSummary, 'seen'>> {
  const payment = refund.paymentId === null ? undefined : await findPayment(ctx.db, refund.paymentId)
  // An order paid outside the provider: nothing was sent anywhere, and the staff member was never told it worked.
  if (!payment) return release(ctx, refund, 'no provider payment')
  if (payment.provider !== provider.name || !provider.listRefunds) return 'unchecked'
  let found: ProviderRefund | undefined
  try {
    const reference = refundReference(refund.id)
    found = (await provider.listRefunds(payment.providerId)).find((r) => r.reference === reference)
  } catch (err) {
    ctx.log.warn({ err, event: 'refund_sweep_failed', refundId: refund.id }, 'pending refund not checked')
    return 'unchecked'
  }
  if (!found) return release(ctx, refund, 'unknown to the provider')
  if (found.status === 'succeeded') return complete(ctx, refund, found.id)
  if (found.status === 'failed' || found.status === 'canceled')
    return release(ctx, refund, `${found.status} at the provider`)
  return 'waiting'
}

/** The staff member who asked for the refund, as the audit records them (none for a removed account). */
async function actorOf(ctx: AppContext, userId: number | null): Promise<AuditActor | undefined> {
  const user = userId === null ? undefined : await findAccount(ctx.db, userId)
  return user ? { userId: user.id, email: user.email, ip: null } : undefined
}

/** The provider made it: succeeded with its credit note, the order refunded when nothing is left, the customer told. */
async function complete(ctx: AppContext, pending: Pending, providerRefundId: string) {
  const actor = await actorOf(ctx, pending.createdBy)
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    const order = (await lockOrder(tx, pending.orderId))!
    if (!(await lockPendingRefund(tx, pending.id))) return 'waiting' as const
    const { refund } = await recordProviderRefund(t, order, pending.id, providerRefundId, {
      actor,
      before: { status: order.status },
      after: () => ({ settledBy: 'sweep' }),
    })
    t.log.info(
      { event: 'refund_swept', outcome: refund.status, refundId: refund.id, orderId: order.id },
      'pending refund completed from the provider',
    )
    return refund.status === 'succeeded' ? ('succeeded' as const) : ('released' as const)
  })
}

/** Nothing was (or will be) given back: failed, so what it held counts as refundable again. */
async function release(ctx: AppContext, pending: Pending, why: string) {
  const actor = await actorOf(ctx, pending.createdBy)
  return withTransaction(ctx, async (t) => {
    const { tx } = t
    await lockOrder(tx, pending.orderId)
    if (!(await lockPendingRefund(tx, pending.id))) return 'waiting' as const
    await failRefund(tx, pending.id)
    if (actor)
      await recordAudit(tx, actor, {
        action: 'order.refund_failed',
        recordType: 'order',
        recordId: pending.orderId,
        before: { refundId: pending.id, status: 'pending' },
        after: { refundId: pending.id, amountCents: pending.amountCents, status: 'failed', why },
      })
    t.log.warn(
      { event: 'refund_released', refundId: pending.id, orderId: pending.orderId, why },
      'pending refund released',
    )
    return 'released' as const
  })
}

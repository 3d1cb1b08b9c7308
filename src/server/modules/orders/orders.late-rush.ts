import type { AppContext } from '../../context'
import type { JobHandler } from '../../jobs/runner'
import { PRODUCT_ACTOR } from '../audit'
import { listLateRushProjects, refundLateRush } from '../projects'
import { refundOrder } from './orders.refund'

/*
 * The late-rush sweep: every rush project that missed its date gets its rush fee back, through the order's own
 * refund (the card refunded, a credit note, the client mailed), written in the audit log as the product's.
 */

export const LATE_RUSH_JOB = 'refund-late-rush'
export const LATE_RUSH_EVERY_MS = 15 * 60_000

/** Refunds each late rush project's fee; answers how many were refunded. One that fails waits for the next run. */
export async function sweepLateRush(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  let refunded = 0
  for (const projectId of await listLateRushProjects(ctx)) {
    if (signal?.aborted) break
    try {
      if (
        await refundLateRush(ctx, projectId, (orderId, input) =>
          refundOrder(ctx, PRODUCT_ACTOR, orderId, input),
        )
      )
        refunded++
    } catch (err) {
      ctx.log.error(
        { err, event: 'late_rush_refund_failed', projectId },
        'a late rush fee could not be refunded',
      )
    }
  }
  if (refunded) ctx.log.info({ event: 'late_rush_refunds', refunded }, 'late rush fees refunded')
  return refunded
}

export function lateRushJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: LATE_RUSH_JOB,
    timeoutMs: 10 * 60_000,
    async run(_payload, job) {
      await sweepLateRush(ctx, job.signal)
    },
  }
}

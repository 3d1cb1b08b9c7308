import { CANCEL_PROJECT_MESSAGES, type CancelProjectSchema } from '../../../shared/contracts/admin-projects'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import {
  ADMIN_PROJECT_MESSAGES,
  admin,
  answer,
  findProjectWithClient,
  lockExisting,
} from './admin-projects.service'
import { LIFECYCLE_MESSAGES, moveProject } from './lifecycle'
import { projectMoney } from './project-money'
import { PROJECT_MESSAGES } from './projects.service'
import { formatMoney } from '../../../shared/money'

/*
 * Cancelling a paid project asks what happens to the client's money: all that is left refunded, part of it, or
 * none. The refund is the finance refund the CFO dashboard makes (a credit note, the card refunded or a manual
 * payment recorded as given back, the client told), which app.ts passes in: the projects module never imports
 * orders, which depends on it. It runs first, around the provider's call; only once it has succeeded is the
 * project cancelled, so a refund the provider refuses leaves the project as it was.
 */

/** The finance refund (orders' refundOrder): an amount in dollars and cents, or all that is left when omitted. */
export type RefundOrder = (
  ctx: AppContext,
  actor: AuditActor,
  orderId: number,
  input: { amount?: number; reason: string; cancelProject: boolean },
) => Promise<{ success: true; message: string; refundId: number }>

export const CANCELLATION_MESSAGES = {
  nothingToRefund: 'Nothing is left to refund on this project; cancel it without a refund.',
  cancelled: (refundedCents: number) =>
    refundedCents > 0
      ? `Project cancelled; ${formatMoney(refundedCents, 'USD', { whole: false })} refunded`
      : 'Project cancelled; nothing was refunded',
  refundedButChanged: (refundedCents: number, why: string) =>
    `${formatMoney(refundedCents, 'USD', { whole: false })} was refunded, but the project was not cancelled: ${why}`,
} as const

/** The refund's reason as the credit note and the finance pages show it (at most 500 characters, as they take). */
const refundReason = (note: string) => `Project cancelled${note ? `: ${note}` : ''}`.slice(0, 500)

/** GET /api/admin/projects/:id/payment: what the cancel dialog offers to refund (404 for no such project). */
export async function getProjectPayment(ctx: AppContext, id: number) {
  const found = await findProjectWithClient(ctx.db, id)
  if (!found) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return projectMoney(ctx.db, found.project)
}

/**
 * POST /api/admin/projects/:id/cancel. Three steps, as the refund itself takes two transactions around the
 * provider's call:
 * 1. under the project's row lock: not cancelled already (409), the amount decided (all that is left, or the part
 *    asked for: 400 above what is left, 409 when nothing is left to refund);
 * 2. the finance refund of that amount; when it fails (the provider refused: 502; another refund took what was
 *    left meanwhile: 409) its error is the answer and the project stays as it was;
 * 3. the project moved to cancelled through the lifecycle (timeline, notice, and the mail saying what happens to the
 *    money), audited with the refund.
 * Two cancellations with a refund at once refund once: the refund's own lock and pending row give the second
 * nothing left (409), or the first has cancelled the project before the second reads it (409).
 */
export async function cancelProject(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof CancelProjectSchema>,
  refundOrder: RefundOrder,
) {
  const note = input.note || null
  const planned = await withTransaction(ctx, async ({ tx }) => {
    const project = await lockExisting(tx, id)
    if (project.status === 'cancelled')
      throw new AppError('INVALID_TRANSITION', LIFECYCLE_MESSAGES.sameStatus('Cancelled'))
    if (input.refund === 'none') return { orderId: project.orderId, amountCents: 0 }
    const money = await projectMoney(tx, project)
    const left = money?.refundableCents ?? 0
    if (left <= 0) throw AppError.conflict(CANCELLATION_MESSAGES.nothingToRefund)
    const amountCents = input.refund === 'full' ? left : input.amountCents!
    if (amountCents > left) {
      const message = CANCEL_PROJECT_MESSAGES.atMost(left)
      throw new AppError('VALIDATION', message, { fields: { amountCents: message } })
    }
    return { orderId: project.orderId, amountCents }
  })

  if (planned.amountCents > 0) {
    await refundOrder(ctx, actor, planned.orderId, {
      amount: planned.amountCents / 100,
      reason: refundReason(input.note),
      cancelProject: false,
    })
  }

  return withTransaction(ctx, async (t) => {
    const before = await lockExisting(t.tx, id)
    const refunded = planned.amountCents
      ? `with a refund of ${formatMoney(planned.amountCents, 'USD', { whole: false })}`
      : 'without a refund'
    try {
      await moveProject(t, {
        projectId: id,
        actor: admin(actor.userId),
        to: { status: 'cancelled' },
        note: `Cancelled ${refunded}${note ? `: ${note}` : ''}`,
        conflictMessage: ADMIN_PROJECT_MESSAGES.changed,
        details: { clientNote: note },
      })
    } catch (err) {
      // The money has gone back already: the staff must know that, whatever stopped the move.
      if (planned.amountCents > 0 && err instanceof AppError)
        throw new AppError(
          err.code,
          CANCELLATION_MESSAGES.refundedButChanged(planned.amountCents, err.message),
          {
            cause: err,
          },
        )
      throw err
    }
    await recordAudit(t.tx, actor, {
      action: 'project.cancel',
      recordType: 'project',
      recordId: id,
      before: { status: before.status },
      after: { status: 'cancelled', note, refund: input.refund, refundedCents: planned.amountCents },
    })
    return answer(t, id, CANCELLATION_MESSAGES.cancelled(planned.amountCents))
  })
}

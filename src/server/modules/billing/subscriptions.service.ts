import type { z } from 'zod/mini'
import type { AdminMaintenancePlan } from '../../../shared/contracts/maintenance'
import type { PageQuerySchema } from '../../../shared/contracts/common'
import type { CancelSubscriptionResponse } from '../../../shared/contracts/dashboard'
import { DEFAULT_MAINTENANCE_FEATURES } from '../../../shared/contracts/maintenance'
import { MAINTENANCE_PLAN_MONTHLY_CENTS } from '../../../shared/catalog'
import { longDate } from '../../../shared/dates'
import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { addNotification } from '../notifications'
import { listMaintenancePlansPage } from '../reporting'
import { toSubscription } from './billing.service'
import { planLabel } from './billing.documents'
import { addDaysTo, monthAfter, utcDay } from './cycles'
import {
  cancelSubscription,
  insertSubscription,
  lockLivePlanOfProject,
  lockSubscription,
  type SubscriptionRow,
} from './subscriptions.repo'

/*
 * A maintenance plan's life besides its invoices: one live plan per project (a unique index), started at
 * delivery or by an admin, kept when the project is delivered again, and ended — at the end of the period
 * already invoiced, so nothing paid for is taken away and nothing more is billed — by the client, by an admin,
 * or by the project's cancellation.
 */

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Maintenance plan not found',
  endsForClient: (endsOn: string) => `Your plan ends on ${longDate(endsOn)}; you will not be billed again.`,
  endsForAdmin: (endsOn: string) =>
    `The plan ends on ${longDate(endsOn)}; the client will not be billed again.`,
} as const

/** Who ends a plan; the client's notice says so. */
type EndedBy = 'client' | 'admin' | 'project'

/**
 * The last day a plan covers when it is cancelled today: the day before its next billing date (everything up
 * to it is invoiced, or the free month), but not before today.
 */
export function paidThrough(sub: SubscriptionRow, today: string): string {
  const last = addDaysTo(sub.currentPeriodEnd ?? sub.startDate, -1)
  return last < today ? today : last
}

/**
 * Ends a plan the caller has locked at the end of its paid period and tells the client in the app. A plan
 * already cancelled is left as it is (the answer is the same), so repeating a cancellation changes nothing.
 */
async function endPlan(t: TxContext, sub: SubscriptionRow, by: EndedBy): Promise<string> {
  if (sub.status === 'cancelled') return sub.endsOn ?? addDaysTo(sub.currentPeriodEnd ?? sub.startDate, -1)
  const now = t.clock.now()
  const endsOn = paidThrough(sub, utcDay(now))
  await cancelSubscription(t.tx, sub.id, endsOn, now)
  const why =
    by === 'client'
      ? 'You cancelled your'
      : by === 'admin'
        ? 'We have cancelled your'
        : 'As your project is cancelled, we have cancelled its'
  await addNotification(t.tx, {
    userId: sub.userId,
    projectId: sub.projectId,
    type: 'system',
    title: 'Maintenance plan cancelled',
    message: `${why} ${planLabel(sub.plan)} maintenance plan. ${SUBSCRIPTION_MESSAGES.endsForClient(endsOn)}`,
  })
  t.log.info(
    { event: 'maintenance_cancelled', subscriptionId: sub.id, by, endsOn },
    'maintenance plan cancelled',
  )
  return endsOn
}

/** The client cancels one of their plans; someone else's answers 404, as if it did not exist. */
export async function cancelOwnPlan(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<CancelSubscriptionResponse> {
  return withTransaction(ctx, async (t) => {
    const sub = await lockSubscription(t.tx, id, userId)
    if (!sub) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound)
    const endsOn = await endPlan(t, sub, 'client')
    return { success: true, message: SUBSCRIPTION_MESSAGES.endsForClient(endsOn), endsOn }
  })
}

/** An admin cancels any client's plan. */
export async function cancelPlanAsAdmin(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<CancelSubscriptionResponse> {
  return withTransaction(ctx, async (t) => {
    const sub = await lockSubscription(t.tx, id)
    if (!sub) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound)
    const endsOn = await endPlan(t, sub, 'admin')
    await recordAudit(t.tx, actor, {
      action: 'maintenance.cancel',
      recordType: 'subscription',
      recordId: id,
      before: { status: sub.status, endsOn: sub.endsOn },
      after: { status: 'cancelled', endsOn },
    })
    return { success: true, message: SUBSCRIPTION_MESSAGES.endsForAdmin(endsOn), endsOn }
  })
}

/** A cancelled project's live plan ends with it (in the move's transaction, the project row already locked). */
export async function endPlanOfCancelledProject(t: TxContext, projectId: number): Promise<void> {
  const sub = await lockLivePlanOfProject(t.tx, projectId)
  if (sub) await endPlan(t, sub, 'project')
}

/**
 * What delivery does to maintenance, in the delivery's transaction (the project row locked): a project that
 * already has a live plan keeps it — delivering again corrects the delivery, it does not start a second plan;
 * otherwise, with maintenance included, the basic monthly plan starts a month after delivery (the first month
 * is free). Answers the new plan's start date, if one started.
 */
export async function maintenanceAtDelivery(
  t: TxContext,
  d: { userId: number; projectId: number; included: boolean },
): Promise<{ startsOn: string | null; continuing: boolean }> {
  if (await lockLivePlanOfProject(t.tx, d.projectId)) return { startsOn: null, continuing: true }
  if (!d.included) return { startsOn: null, continuing: false }
  const startsOn = monthAfter(utcDay(t.clock.now()))
  // The project is locked, so no other plan can have started since the look above.
  await insertSubscription(t.tx, {
    userId: d.userId,
    projectId: d.projectId,
    plan: 'basic',
    billingCycle: 'monthly',
    monthlyCents: MAINTENANCE_PLAN_MONTHLY_CENTS.basic,
    features: [...DEFAULT_MAINTENANCE_FEATURES],
    description: 'Included with delivery: the first month is free',
    startDate: startsOn,
  })
  return { startsOn, continuing: false }
}

/** The admin panel's plans, a page at a time, live ones first. */
export async function listMaintenancePlans(
  ctx: AppContext,
  query: z.output<typeof PageQuerySchema>,
): Promise<{ items: AdminMaintenancePlan[]; page: number; pageSize: number; total: number }> {
  const { rows, total } = await listMaintenancePlansPage(ctx.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })
  return {
    items: rows.map((r) => ({ ...toSubscription(r.plan), user: r.user, projectTitle: r.projectTitle })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  }
}

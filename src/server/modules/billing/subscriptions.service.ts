import type { z } from 'zod/mini'
import {
  type AdminMaintenancePlan,
  DEFAULT_MAINTENANCE_FEATURES,
  TIER_FEATURES,
} from '../../../shared/contracts/maintenance'
import type { PageQuerySchema } from '../../../shared/contracts/common'
import type {
  CancelSubscriptionResponse,
  ChoosePlanRequestSchema,
  OfferedPlanResponse,
} from '../../../shared/contracts/billing'
import { MAINTENANCE_PLAN_MONTHLY_CENTS } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import { type TxContext, withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { addNotification } from '../notifications'
import { invoiceCycle, toInvoiceSummary, toSubscription } from './billing.service'
import { planLabel } from './billing.documents'
import { findOpenInvoiceOfPlan, voidOpenInvoice } from './billing.repo'
import { listAccountNames } from '../auth'
import { listMaintenancePlansPage } from './billing-lists.repo'
import type { ProjectReader } from './project-reader'
import { addDaysTo, monthAfter, utcDay } from './cycles'
import { closeInvoiceIntents } from './invoice-payments.service'
import {
  cancelSubscription,
  hadIncludedMonth,
  insertIncludedMonth,
  lockIncludedMonth,
  lockLivePlanOfProject,
  lockSubscription,
  restartOffer,
  startSubscription,
  type SubscriptionRow,
} from './subscriptions.repo'
import { formatDate } from '../../../shared/dates'

/*
 * A maintenance plan's life besides its invoices: one live plan per project (a unique index), started at
 * delivery or by an admin, kept when the project is delivered again, and ended — at the end of the period
 * already invoiced, so nothing paid for is taken away and nothing more is billed — by the client, by an admin,
 * or by the project's cancellation.
 */

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Maintenance plan not found',
  projectNotFound: 'Project not found',
  notDelivered: 'A maintenance plan starts once your website is delivered.',
  hasPlan: 'This website already has a maintenance plan. Cancel it first to choose another.',
  notOffered: 'This plan is not waiting for you to accept it.',
  offerDeclined: 'You declined the plan; nothing was charged.',
  offerWithdrawn: 'The offer is withdrawn; nothing was charged.',
  endsForClient: (endsOn: string) => `Your plan ends on ${formatDate(endsOn)}; you will not be billed again.`,
  endsForAdmin: (endsOn: string) =>
    `The plan ends on ${formatDate(endsOn)}; the client will not be billed again.`,
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
  // An offered plan never started: it ends today, its open invoice cancelled (nothing was paid for it).
  if (sub.status === 'offered') {
    const invoice = await findOpenInvoiceOfPlan(t.tx, sub.id)
    if (invoice) await voidOpenInvoice(t.tx, invoice.id)
  }
  // It covered no day: it ends the day before its first (finance counts it as no plan won or lost).
  const endsOn = sub.status === 'offered' ? addDaysTo(sub.startDate, -1) : paidThrough(sub, utcDay(now))
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
    message:
      sub.status === 'offered'
        ? `${why} ${planLabel(sub.plan)} maintenance plan before it started. Nothing was charged.`
        : `${why} ${planLabel(sub.plan)} maintenance plan. ${SUBSCRIPTION_MESSAGES.endsForClient(endsOn)}`,
  })
  t.log.info(
    { event: 'maintenance_cancelled', subscriptionId: sub.id, by, endsOn },
    'maintenance plan cancelled',
  )
  return endsOn
}

/**
 * The client cancels one of their plans; someone else's answers 404, as if it did not exist. A plan still offered
 * (its first cycle unpaid) is declined instead: its open invoice is cancelled, after the provider has closed the
 * payment opened for it, so nothing can be paid for a plan that never started.
 */
export async function cancelOwnPlan(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<CancelSubscriptionResponse> {
  const offered = await withTransaction(ctx, async ({ tx }) => {
    const sub = await lockSubscription(tx, id, userId)
    if (!sub) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound)
    return sub.status === 'offered' ? await findOpenInvoiceOfPlan(tx, sub.id) : undefined
  })
  // Outside the transaction: the provider's answer can take seconds. One being paid right now answers 409.
  if (offered) await closeInvoiceIntents(ctx, offered.id)
  return withTransaction(ctx, async (t) => {
    const sub = (await lockSubscription(t.tx, id, userId))!
    const wasOffered = sub.status === 'offered'
    const endsOn = await endPlan(t, sub, 'client')
    if (wasOffered) return { success: true, message: SUBSCRIPTION_MESSAGES.offerDeclined, endsOn }
    return { success: true, message: SUBSCRIPTION_MESSAGES.endsForClient(endsOn), endsOn }
  })
}

/**
 * The first day a paid plan chosen today can cover: today, or the day after the project's free month when it is
 * still running (the free month stays free).
 */
async function firstPaidDay(t: TxContext, projectId: number | null, from: string): Promise<string> {
  const today = utcDay(t.clock.now())
  const free = projectId === null ? undefined : await lockIncludedMonth(t.tx, projectId)
  const afterFree = free?.currentPeriodEnd ?? today
  return [today, from, afterFree].sort().at(-1)!
}

/** An offered plan's first cycle invoiced (once: the open one again if it has one), as the answer shows it. */
async function firstInvoice(t: TxContext, sub: SubscriptionRow, projectTitle: string | null) {
  const invoice = (await findOpenInvoiceOfPlan(t.tx, sub.id)) ?? (await invoiceCycle(t, sub, { first: true }))
  const row = (await lockSubscription(t.tx, sub.id))!
  return { subscription: toSubscription(row), invoice: toInvoiceSummary(invoice, row.plan, projectTitle) }
}

/**
 * The customer chooses a paid plan (tier and cycle from the catalog) for one of their delivered websites. It is
 * offered to them and its first cycle invoiced at once, from today or the end of the free month; paying that
 * invoice by card starts it (invoicePaid). 404 for a project that is not theirs; 409 before delivery or when the
 * website has a plan already (one offered is declined first, from Billing).
 */
export async function choosePlan(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof ChoosePlanRequestSchema>,
  projects: ProjectReader,
): Promise<OfferedPlanResponse> {
  return withTransaction(ctx, async (t) => {
    const project = await projects.findCustomerProject(t.tx, input.projectId, userId)
    if (!project) throw AppError.notFound(SUBSCRIPTION_MESSAGES.projectNotFound)
    if (project.status !== 'delivered') throw AppError.conflict(SUBSCRIPTION_MESSAGES.notDelivered)
    if (await lockLivePlanOfProject(t.tx, project.id)) throw AppError.conflict(SUBSCRIPTION_MESSAGES.hasPlan)
    const startDate = await firstPaidDay(t, project.id, utcDay(t.clock.now()))
    const sub = await startSubscription(t.tx, {
      userId,
      projectId: project.id,
      plan: input.plan,
      billingCycle: input.billingCycle,
      monthlyCents: MAINTENANCE_PLAN_MONTHLY_CENTS[input.plan],
      features: [...TIER_FEATURES[input.plan]],
      startDate,
      status: 'offered',
    })
    // Two choices at once: the other one's plan is there (the unique index), so this one is refused.
    if (!sub) throw AppError.conflict(SUBSCRIPTION_MESSAGES.hasPlan)
    return firstInvoice(t, sub, project.title)
  })
}

/**
 * The customer accepts a plan staff offered: its first cycle invoiced (from its start date, or later when that
 * has passed or the free month is still running), to pay by card there and then. 409 once it is not offered.
 */
export async function acceptPlanOffer(
  ctx: AppContext,
  userId: number,
  id: number,
  projects: ProjectReader,
): Promise<OfferedPlanResponse> {
  return withTransaction(ctx, async (t) => {
    let sub = await lockSubscription(t.tx, id, userId)
    if (!sub) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound)
    if (sub.status !== 'offered') throw AppError.conflict(SUBSCRIPTION_MESSAGES.notOffered)
    const project =
      sub.projectId === null ? undefined : await projects.findCustomerProject(t.tx, sub.projectId, userId)
    if (!(await findOpenInvoiceOfPlan(t.tx, sub.id))) {
      const startDate = await firstPaidDay(t, sub.projectId, sub.startDate)
      if (startDate !== sub.startDate) sub = await restartOffer(t.tx, sub.id, startDate)
    }
    return firstInvoice(t, sub, project?.title ?? null)
  })
}

/** An admin cancels any client's plan. */
export async function cancelPlanAsAdmin(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<CancelSubscriptionResponse> {
  const offered = await withTransaction(ctx, async ({ tx }) => {
    const sub = await lockSubscription(tx, id)
    if (!sub) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound)
    return sub.status === 'offered' ? await findOpenInvoiceOfPlan(tx, sub.id) : undefined
  })
  if (offered) await closeInvoiceIntents(ctx, offered.id)
  return withTransaction(ctx, async (t) => {
    const sub = (await lockSubscription(t.tx, id))!
    const wasOffered = sub.status === 'offered'
    const endsOn = await endPlan(t, sub, 'admin')
    await recordAudit(t.tx, actor, {
      action: 'maintenance.cancel',
      recordType: 'subscription',
      recordId: id,
      before: { status: sub.status, endsOn: sub.endsOn },
      after: { status: 'cancelled', endsOn },
    })
    const message = wasOffered
      ? SUBSCRIPTION_MESSAGES.offerWithdrawn
      : SUBSCRIPTION_MESSAGES.endsForAdmin(endsOn)
    return { success: true, message, endsOn }
  })
}

/** A cancelled project's plan and free month end with it (in the move's transaction, the project row locked). */
export async function endPlanOfCancelledProject(t: TxContext, projectId: number): Promise<void> {
  const sub = await lockLivePlanOfProject(t.tx, projectId)
  if (sub) await endPlan(t, sub, 'project')
  const free = await lockIncludedMonth(t.tx, projectId)
  if (free) await cancelSubscription(t.tx, free.id, utcDay(t.clock.now()), t.clock.now())
}

/**
 * What delivery does to maintenance, in the delivery's transaction (the project row locked): with maintenance
 * included, one month free from today — a plan of nothing that is never billed and ends by itself. A paid plan
 * only ever starts when the customer chooses it with a card. A project that has a plan, or had its free month,
 * keeps what it has: delivering again corrects the delivery. Answers the free month's last day, if one started.
 */
export async function maintenanceAtDelivery(
  t: TxContext,
  d: { userId: number; projectId: number; included: boolean },
): Promise<{ freeUntil: string | null; continuing: boolean }> {
  if ((await lockLivePlanOfProject(t.tx, d.projectId)) || (await lockIncludedMonth(t.tx, d.projectId)))
    return { freeUntil: null, continuing: true }
  if (!d.included || (await hadIncludedMonth(t.tx, d.projectId)))
    return { freeUntil: null, continuing: false }
  const from = utcDay(t.clock.now())
  const until = monthAfter(from)
  // The project is locked, so no other free month can have started since the look above.
  await insertIncludedMonth(t.tx, {
    userId: d.userId,
    projectId: d.projectId,
    from,
    until,
    features: [...DEFAULT_MAINTENANCE_FEATURES],
  })
  return { freeUntil: addDaysTo(until, -1), continuing: false }
}

/** The admin panel's plans, a page at a time, live ones first. */
export async function listMaintenancePlans(
  ctx: AppContext,
  query: z.output<typeof PageQuerySchema>,
  projects: ProjectReader,
): Promise<{ items: AdminMaintenancePlan[]; page: number; pageSize: number; total: number }> {
  const { rows, total } = await listMaintenancePlansPage(ctx.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })
  const [users, titles] = await Promise.all([
    listAccountNames(
      ctx.db,
      rows.map((plan) => plan.userId),
    ),
    projects.listProjectTitles(
      ctx.db,
      rows.map((plan) => plan.projectId),
    ),
  ])
  return {
    items: rows.map((plan) => ({
      ...toSubscription(plan),
      user: users.get(plan.userId)!,
      projectTitle: plan.projectId === null ? null : (titles.get(plan.projectId) ?? null),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  }
}

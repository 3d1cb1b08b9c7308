import { and, asc, desc, eq, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm'
import {
  MAINTENANCE_CYCLE_MONTHS,
  maintenanceCycleCents,
  type MaintenanceCycle,
} from '../../../shared/catalog'
import type { Executor } from '../../db/client'
import { maintenanceSubscriptions } from '../../db/schema/billing'

type Plan = (typeof maintenanceSubscriptions.$inferInsert)['plan']
export type BillingCycle = MaintenanceCycle

export const CYCLE_MONTHS = MAINTENANCE_CYCLE_MONTHS
export const cycleAmountCents = maintenanceCycleCents

/**
 * A paid plan still running: offered, active or past due (`maintenance_subscriptions_project_live_key` allows one
 * per project). The free month delivery includes is not one.
 */
const live = notInArray(maintenanceSubscriptions.status, ['cancelled', 'included'])
const livePredicate = sql`${maintenanceSubscriptions.status} not in ('cancelled', 'included')`

export interface NewSubscription {
  userId: number
  projectId?: number | null
  plan: Plan
  billingCycle: BillingCycle
  /** Per month, before the cycle's discount. */
  monthlyCents: number
  features: string[]
  description?: string
  /** The first day billed (YYYY-MM-DD); the first cycle is invoiced on it. */
  startDate: string
  /** `active` (billed by the run from `startDate`) unless said; `offered` waits for its first payment. */
  status?: 'active' | 'offered'
}

/**
 * Starts a maintenance subscription in the caller's transaction. Its first cycle is invoiced on `startDate`
 * (`current_period_end` holds the next day to invoice), so a plan started at delivery with its free month
 * passes `startDate` a month after delivery. Answers nothing when the project already has a live plan (one per
 * project, `maintenance_subscriptions_project_live_key`; a parallel insert waits for the other to commit).
 */
export async function startSubscription(tx: Executor, s: NewSubscription) {
  const [row] = await tx
    .insert(maintenanceSubscriptions)
    .values({
      userId: s.userId,
      projectId: s.projectId ?? null,
      plan: s.plan,
      billingCycle: s.billingCycle,
      amountCents: cycleAmountCents(s.monthlyCents, s.billingCycle),
      features: s.features,
      description: s.description ?? '',
      status: s.status ?? 'active',
      startDate: s.startDate,
      currentPeriodEnd: s.startDate,
    })
    .onConflictDoNothing({ target: maintenanceSubscriptions.projectId, where: livePredicate })
    .returning()
  return row
}

/**
 * The free month delivery includes, from `from` to the day before `until`: a plan of nothing that is never
 * billed (`current_period_end` holds the day it ends). One per project; a second answers nothing.
 */
export async function insertIncludedMonth(
  tx: Executor,
  m: { userId: number; projectId: number; from: string; until: string; features: string[] },
) {
  const [row] = await tx
    .insert(maintenanceSubscriptions)
    .values({
      userId: m.userId,
      projectId: m.projectId,
      plan: 'basic',
      billingCycle: 'monthly',
      amountCents: 0,
      features: m.features,
      description: 'Included with delivery: one month free',
      status: 'included',
      startDate: m.from,
      currentPeriodEnd: m.until,
    })
    .onConflictDoNothing({
      target: maintenanceSubscriptions.projectId,
      where: sql`${maintenanceSubscriptions.status} = 'included'`,
    })
    .returning()
  return row
}

/** Whether a project ever had its free month (running or ended: a plan of nothing is only ever one). */
export async function hadIncludedMonth(tx: Executor, projectId: number) {
  const [row] = await tx
    .select({ id: maintenanceSubscriptions.id })
    .from(maintenanceSubscriptions)
    .where(
      and(eq(maintenanceSubscriptions.projectId, projectId), eq(maintenanceSubscriptions.amountCents, 0)),
    )
    .limit(1)
  return row !== undefined
}

/** Free months whose last day is before `today` end (cancelled on their last day). Answers those ended. */
export async function endLapsedIncludedMonths(tx: Executor, today: string, at: Date) {
  return tx
    .update(maintenanceSubscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: at,
      endsOn: sql`(${maintenanceSubscriptions.currentPeriodEnd} - 1)`,
    })
    .where(
      and(
        eq(maintenanceSubscriptions.status, 'included'),
        lte(maintenanceSubscriptions.currentPeriodEnd, today),
      ),
    )
    .returning({
      id: maintenanceSubscriptions.id,
      userId: maintenanceSubscriptions.userId,
      projectId: maintenanceSubscriptions.projectId,
    })
}

/** Locks a project's running free month, if it has one. */
export async function lockIncludedMonth(tx: Executor, projectId: number) {
  const [row] = await tx
    .select()
    .from(maintenanceSubscriptions)
    .where(
      and(eq(maintenanceSubscriptions.projectId, projectId), eq(maintenanceSubscriptions.status, 'included')),
    )
    .for('update')
  return row
}

/** An offered plan not yet invoiced moves to start on `startDate` (its first cycle not invoiced yet). */
export async function restartOffer(tx: Executor, id: number, startDate: string) {
  const [row] = await tx
    .update(maintenanceSubscriptions)
    .set({ startDate, currentPeriodEnd: startDate })
    .where(and(eq(maintenanceSubscriptions.id, id), eq(maintenanceSubscriptions.status, 'offered')))
    .returning()
  return row!
}

/** An offered plan becomes active once its first invoice is paid. Answers the row, or nothing if it was not offered. */
export async function activateOfferedPlan(tx: Executor, id: number) {
  const [row] = await tx
    .update(maintenanceSubscriptions)
    .set({ status: 'active' })
    .where(and(eq(maintenanceSubscriptions.id, id), eq(maintenanceSubscriptions.status, 'offered')))
    .returning()
  return row
}

/** Starts a plan that cannot meet another (none for a project, or the project known to have none). */
export async function insertSubscription(tx: Executor, s: NewSubscription) {
  const row = await startSubscription(tx, s)
  if (!row) throw new Error(`project ${s.projectId} already has a live maintenance plan`)
  return row
}

export type SubscriptionRow = typeof maintenanceSubscriptions.$inferSelect

/** A customer's subscriptions, newest first (`maintenance_subscriptions_user_idx`). */
export async function listSubscriptionsForUser(tx: Executor, userId: number) {
  return tx
    .select()
    .from(maintenanceSubscriptions)
    .where(eq(maintenanceSubscriptions.userId, userId))
    .orderBy(desc(maintenanceSubscriptions.createdAt), desc(maintenanceSubscriptions.id))
}

/**
 * Locks one active subscription whose next cycle is due on or before `today` (`maintenance_subscriptions_due_idx`)
 * and that no run started at or after `runStartedAt` has invoiced, skipping those another transaction holds: so
 * instances running the billing job at once share the work and never bill the same cycle twice, and one run bills
 * a plan at most one cycle however far behind it is.
 */
export async function claimDueSubscription(tx: Executor, today: string, runStartedAt: Date) {
  const [row] = await tx
    .select()
    .from(maintenanceSubscriptions)
    .where(
      and(
        eq(maintenanceSubscriptions.status, 'active'),
        lte(maintenanceSubscriptions.currentPeriodEnd, today),
        or(
          isNull(maintenanceSubscriptions.lastInvoicedAt),
          lt(maintenanceSubscriptions.lastInvoicedAt, runStartedAt),
        ),
      ),
    )
    .orderBy(asc(maintenanceSubscriptions.currentPeriodEnd), asc(maintenanceSubscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row
}

/** After a cycle is invoiced: the next billing date, and when this run invoiced it. */
export async function setNextBillingDate(tx: Executor, id: number, next: string, invoicedAt: Date) {
  await tx
    .update(maintenanceSubscriptions)
    .set({ currentPeriodEnd: next, lastInvoicedAt: invoicedAt })
    .where(eq(maintenanceSubscriptions.id, id))
}

/** Locks one subscription (of `userId` when given: someone else's answers nothing). */
export async function lockSubscription(tx: Executor, id: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(maintenanceSubscriptions)
    .where(
      userId === undefined
        ? eq(maintenanceSubscriptions.id, id)
        : and(eq(maintenanceSubscriptions.id, id), eq(maintenanceSubscriptions.userId, userId)),
    )
    .for('update')
  return row
}

/** Locks a project's live paid plan (offered, active or past due), if it has one. */
export async function lockLivePlanOfProject(tx: Executor, projectId: number) {
  const [row] = await tx
    .select()
    .from(maintenanceSubscriptions)
    .where(and(eq(maintenanceSubscriptions.projectId, projectId), live))
    .for('update')
  return row
}

/** Cancels a live plan: it ends on `endsOn` and is billed no more. Answers the row, or nothing if it had ended. */
export async function cancelSubscription(tx: Executor, id: number, endsOn: string, at: Date) {
  const [row] = await tx
    .update(maintenanceSubscriptions)
    .set({ status: 'cancelled', cancelledAt: at, endsOn })
    .where(and(eq(maintenanceSubscriptions.id, id), ne(maintenanceSubscriptions.status, 'cancelled')))
    .returning()
  return row
}

/**
 * Every plan as recurring revenue reads it (the finance dashboard): its price a cycle, when it started and when it
 * was cancelled. A studio has hundreds of plans at most, so the figures are worked out from all of them.
 */
export async function listPlansForRevenue(tx: Executor) {
  return tx
    .select({
      id: maintenanceSubscriptions.id,
      amountCents: maintenanceSubscriptions.amountCents,
      billingCycle: maintenanceSubscriptions.billingCycle,
      status: maintenanceSubscriptions.status,
      startDate: maintenanceSubscriptions.startDate,
      cancelledAt: maintenanceSubscriptions.cancelledAt,
      endsOn: maintenanceSubscriptions.endsOn,
    })
    .from(maintenanceSubscriptions)
}

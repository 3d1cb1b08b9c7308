import { and, asc, desc, eq, lte } from 'drizzle-orm'
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

/** `date` (YYYY-MM-DD) plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, last))
  return target.toISOString().slice(0, 10)
}

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
}

/**
 * Starts a maintenance subscription in the caller's transaction. Its first cycle is invoiced on `startDate`
 * (`current_period_end` holds the next day to invoice), so a plan started at delivery with its free month
 * passes `startDate` a month after delivery.
 */
export async function insertSubscription(tx: Executor, s: NewSubscription) {
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
      status: 'active',
      startDate: s.startDate,
      currentPeriodEnd: s.startDate,
    })
    .returning()
  return row!
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
 * Locks one active subscription whose next cycle is due on or before `today` (`maintenance_subscriptions_due_idx`),
 * skipping those another transaction holds, so instances running the billing job at once share the work and
 * never bill the same cycle twice.
 */
export async function claimDueSubscription(tx: Executor, today: string) {
  const [row] = await tx
    .select()
    .from(maintenanceSubscriptions)
    .where(
      and(
        eq(maintenanceSubscriptions.status, 'active'),
        lte(maintenanceSubscriptions.currentPeriodEnd, today),
      ),
    )
    .orderBy(asc(maintenanceSubscriptions.currentPeriodEnd), asc(maintenanceSubscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row
}

export async function setNextBillingDate(tx: Executor, id: number, next: string) {
  await tx
    .update(maintenanceSubscriptions)
    .set({ currentPeriodEnd: next })
    .where(eq(maintenanceSubscriptions.id, id))
}

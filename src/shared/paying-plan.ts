import { PAYING_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './states'

/*
 * A paying plan: a maintenance plan that is live and billed for more than nothing. The one definition behind the
 * finance dashboard's MRR and active plans and the admin's list of plans (paying ones first), so the two count the
 * same plans. Not paying: the free month delivery includes, a plan offered and not paid yet, a cancelled plan, and
 * any status added later that is not in PAYING_SUBSCRIPTION_STATUSES.
 */

const PAYING: readonly string[] = PAYING_SUBSCRIPTION_STATUSES

/** Live and billed: active or past due, at an amount above zero (cents a cycle). */
export function isPayingPlan(plan: { status: SubscriptionStatus | string; amountCents: number }): boolean {
  return PAYING.includes(plan.status) && plan.amountCents > 0
}

/**
 * Whether a plan, whatever it is now, was a paying plan while it ran: a paying plan, or a cancelled one billed
 * above zero that ran at least a day (so the months before its cancellation count in MRR's history; a free month
 * that ended does not, nor an offer declined before it started: it ends the day before its first).
 */
export function wasPayingPlan(plan: {
  status: SubscriptionStatus | string
  amountCents: number
  startDate?: string
  endsOn?: string | null
}): boolean {
  if (isPayingPlan(plan)) return true
  if (plan.status !== 'cancelled' || plan.amountCents <= 0) return false
  return !plan.endsOn || !plan.startDate || plan.endsOn >= plan.startDate
}

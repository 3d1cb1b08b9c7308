import { MAINTENANCE_CYCLE_MONTHS, type MaintenanceCycle } from '../../../shared/catalog'
import type { FinanceFilterQuery, RecurringRevenueResponse } from '../../../shared/contracts/finance'
import { isPayingPlan, wasPayingPlan } from '../../../shared/paying-plan'
import type { AppContext } from '../../context'
import { financeScope } from './finance.service'
import { recurringRevenueInputs, type RevenuePlan } from './recurring.repo'

/*
 * Maintenance plans as recurring revenue (the finance dashboard's fifth tab). Periods are the last N calendar days
 * ending today in the studio's time zone, as the other reports count them; a plan's MRR on a day follows the
 * maintenance calendar, which counts in UTC days (billing/cycles.ts). The status filter is about orders' projects;
 * none of these figures has one, so it changes nothing here.
 */

const DAY_MS = 86_400_000
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`)
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10)
const addDays = (day: string, n: number) => dayOf(new Date(dayStart(day).getTime() + n * DAY_MS))

/** A plan's price a month: a cycle's price over its months (a quarter's $94.50 is $31.50 a month). */
function monthlyCents(plan: RevenuePlan): number {
  return plan.amountCents / MAINTENANCE_CYCLE_MONTHS[plan.billingCycle as MaintenanceCycle]
}

/**
 * The plans MRR counts at the end of `day`. Today (and later): the paying plans (shared/paying-plan.ts), exactly
 * those the admin's list calls paying, whenever their first cycle starts. Before today: the plans that were paying
 * then, as their rows still tell it: a paying or since cancelled plan billed above zero, started by that day and not
 * cancelled by then (a cancelled plan is billed no more).
 */
function countedOn(plan: RevenuePlan, day: string, today: string): boolean {
  if (day >= today) return isPayingPlan(plan)
  if (!wasPayingPlan(plan) || plan.startDate > day) return false
  return !plan.cancelledAt || plan.cancelledAt.getTime() >= dayStart(addDays(day, 1)).getTime()
}

const mrrOn = (plans: RevenuePlan[], day: string, today: string) =>
  Math.round(plans.filter((p) => countedOn(p, day, today)).reduce((sum, p) => sum + monthlyCents(p), 0))

/** The last day of each calendar month from `from`'s to `to`'s (`to` itself for its own month). */
function monthEnds(from: string, to: string): { month: string; day: string }[] {
  const out: { month: string; day: string }[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    const last = dayOf(new Date(Date.UTC(year, month, 0)))
    out.push({ month: key, day: last < to ? last : to })
    if (key >= to.slice(0, 7)) return out
    month++
    if (month > 12) {
      month = 1
      year++
    }
  }
}

export async function recurringRevenue(
  ctx: AppContext,
  query: FinanceFilterQuery,
): Promise<RecurringRevenueResponse> {
  const { period } = await financeScope(ctx, query)
  const { from, to } = period.info
  const start = period.from
  const end = period.to
  const { plans, invoices, coupons, exitPopup } = await recurringRevenueInputs(ctx.db, start, end)
  const paid = plans.filter(wasPayingPlan)
  return {
    period: period.info,
    mrrCents: mrrOn(plans, to, to),
    activePlans: plans.filter(isPayingPlan).length,
    // Paying plans only: a free month that starts or ends, or an offer never paid, is no plan won or lost.
    newPlans: paid.filter((p) => p.startDate >= from && p.startDate <= to).length,
    churnedPlans: paid.filter((p) => p.cancelledAt && p.cancelledAt >= start && p.cancelledAt < end).length,
    pastDuePlans: invoices.pastDuePlans,
    pastDueAmountCents: invoices.pastDueCents,
    maintenanceRevenueCents: invoices.revenueCents,
    mrrByMonth: monthEnds(from, to).map((m) => ({
      month: m.month,
      mrrCents: mrrOn(plans, m.day, to),
    })),
    couponCostCents: coupons.cents,
    couponRedemptions: coupons.redemptions,
    exitPopup: {
      signups: exitPopup.signups,
      converted: exitPopup.converted,
      rate: exitPopup.signups
        ? Math.round((exitPopup.converted / exitPopup.signups) * 10_000) / 10_000
        : null,
    },
  }
}

import type { Executor } from '../../db/client'
import { listPlansForRevenue, maintenanceInvoiceFigures } from '../billing'
import { couponRedemptionTotals } from '../coupons'
import { exitPopupConversions } from '../reporting'

export type RevenuePlan = Awaited<ReturnType<typeof listPlansForRevenue>>[number]

/**
 * What recurring revenue is worked out from, read through the modules that own it: every maintenance plan, the
 * maintenance invoices paid in [start, end) and those past due, the coupons redeemed, and the exit popup's sign-ups
 * with how many of them paid an order.
 */
export async function recurringRevenueInputs(db: Executor, start: Date, end: Date) {
  const [plans, invoices, coupons, exitPopup] = await Promise.all([
    listPlansForRevenue(db),
    maintenanceInvoiceFigures(db, start, end),
    couponRedemptionTotals(db, start, end),
    exitPopupConversions(db, start, end),
  ])
  return { plans, invoices, coupons, exitPopup }
}

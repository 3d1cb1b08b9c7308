import type { Executor } from '../../db/client'
import { listAccountsByEmails } from '../auth'
import { listPlansForRevenue, maintenanceInvoiceFigures } from '../billing'
import { listSignupsBetween } from '../coupon-email'
import { couponRedemptionTotals } from '../coupons'
import { lastPaidAtByCustomer } from '../orders'

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

/**
 * The exit popup's sign-ups in [start, end) and how many of them later paid an order: an account with the same
 * e-mail (case aside) has an order paid at or after the sign-up. Read from the three modules that own it, a query
 * each: the sign-ups, the accounts with their addresses, those accounts' latest paid order.
 */
async function exitPopupConversions(db: Executor, start: Date, end: Date) {
  const signups = await listSignupsBetween(db, start, end)
  const accounts = await listAccountsByEmails(
    db,
    signups.map((s) => s.email),
  )
  const lastPaid = await lastPaidAtByCustomer(
    db,
    accounts.map((a) => a.id),
  )
  const paidBy = new Map<string, number>()
  for (const a of accounts) {
    const at = lastPaid.get(a.id)?.getTime()
    if (at !== undefined) paidBy.set(a.email, Math.max(at, paidBy.get(a.email) ?? -Infinity))
  }
  const converted = signups.filter(
    (s) => (paidBy.get(s.email.toLowerCase()) ?? -Infinity) >= s.createdAt.getTime(),
  )
  return { signups: signups.length, converted: converted.length }
}

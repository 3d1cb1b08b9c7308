import type { AppContext } from '../../context'
import type { JobHandler } from '../../jobs/runner'
import { invoiceDueCycles } from './billing.service'
import { chargeDueInvoices } from './invoice-autopay.service'

export const MAINTENANCE_BILLING_JOB = 'maintenance-billing'
/**
 * Cycles fall due by the day; an hourly run invoices each on its day whatever the instance's restarts, and charges
 * the card on file of those whose client keeps one.
 */
export const MAINTENANCE_BILLING_EVERY_MS = 3600_000

export function maintenanceBillingJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: MAINTENANCE_BILLING_JOB,
    async run() {
      await invoiceDueCycles(ctx)
      // Then the card on file: the new invoices (day 0) and the retries due today (days 3 and 7).
      await chargeDueInvoices(ctx)
    },
  }
}

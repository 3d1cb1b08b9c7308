import type { AppContext } from '../../context'
import type { JobHandler } from '../../jobs/runner'
import { invoiceDueCycles } from './billing.service'

export const MAINTENANCE_BILLING_JOB = 'maintenance-billing'
/** Cycles fall due by the day; an hourly run invoices each on its day whatever the instance's restarts. */
export const MAINTENANCE_BILLING_EVERY_MS = 3600_000

export function maintenanceBillingJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: MAINTENANCE_BILLING_JOB,
    async run() {
      await invoiceDueCycles(ctx)
    },
  }
}

import type { AppContext } from './context'
import type { PaymentProvider } from './integrations/payments/provider'
import type { JobRunner } from './jobs/runner'
import {
  LEDGER_FOLD_EVERY_MS,
  LEDGER_FOLD_JOB,
  ledgerFoldJobHandler,
  MAINTENANCE_BILLING_EVERY_MS,
  MAINTENANCE_BILLING_JOB,
  invoiceRefundJobHandler,
  maintenanceBillingJobHandler,
} from './modules/billing'
import { threadMailJobHandler } from './modules/messages'
import { revisionRoundPaidJobHandler } from './modules/projects'
import {
  LATE_RUSH_EVERY_MS,
  LATE_RUSH_JOB,
  lateRushJobHandler,
  RECONCILE_EVERY_MS,
  RECONCILE_JOB,
  receiptJobHandler,
  reconcileJobHandler,
  refundJobHandler,
  REFUND_SWEEP_EVERY_MS,
  REFUND_SWEEP_JOB,
  refundSweepJobHandler,
} from './modules/orders'

/**
 * The modules' background work: each job's handler, and the periodic ones' schedules (each run once per period
 * across all instances). The server's own jobs (mail, pruning) are registered where the runner is made.
 */
export function registerModuleJobs(jobs: JobRunner, ctx: AppContext, payments: PaymentProvider) {
  jobs.register(reconcileJobHandler(ctx, payments))
  jobs.register(refundJobHandler(ctx, payments))
  jobs.register(receiptJobHandler(ctx))
  jobs.schedule({ name: RECONCILE_JOB, kind: RECONCILE_JOB, everyMs: RECONCILE_EVERY_MS })
  jobs.register(refundSweepJobHandler(ctx, payments))
  jobs.schedule({ name: REFUND_SWEEP_JOB, kind: REFUND_SWEEP_JOB, everyMs: REFUND_SWEEP_EVERY_MS })
  jobs.register(maintenanceBillingJobHandler(ctx))
  jobs.register(invoiceRefundJobHandler(ctx))
  jobs.register(ledgerFoldJobHandler(ctx))
  jobs.register(threadMailJobHandler(ctx))
  jobs.register(lateRushJobHandler(ctx))
  jobs.register(revisionRoundPaidJobHandler(ctx))
  jobs.schedule({ name: LATE_RUSH_JOB, kind: LATE_RUSH_JOB, everyMs: LATE_RUSH_EVERY_MS })
  jobs.schedule({ name: LEDGER_FOLD_JOB, kind: LEDGER_FOLD_JOB, everyMs: LEDGER_FOLD_EVERY_MS })
  jobs.schedule({
    name: MAINTENANCE_BILLING_JOB,
    kind: MAINTENANCE_BILLING_JOB,
    everyMs: MAINTENANCE_BILLING_EVERY_MS,
  })
}

import type { AppContext } from '../../context'
import type { JobHandler } from '../../jobs/runner'
import { invoiceDueCycles } from './billing.service'
import { chargeDueInvoices } from './invoice-autopay.service'
import { foldLedgerDays } from './revenue.repo'

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

export const LEDGER_FOLD_JOB = 'ledger-fold'
/** The daily ledger gains a row per writing statement; folding it every ten minutes keeps it a row per day. */
export const LEDGER_FOLD_EVERY_MS = 600_000

export function ledgerFoldJobHandler(ctx: AppContext): JobHandler {
  return {
    kind: LEDGER_FOLD_JOB,
    async run() {
      await foldLedgerDays(ctx.db)
    },
  }
}

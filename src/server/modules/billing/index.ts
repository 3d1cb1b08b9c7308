// The billing module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { billingRoutes } from './billing.routes'
export {
  LEDGER_FOLD_EVERY_MS,
  LEDGER_FOLD_JOB,
  ledgerFoldJobHandler,
  MAINTENANCE_BILLING_EVERY_MS,
  MAINTENANCE_BILLING_JOB,
  maintenanceBillingJobHandler,
} from './billing.jobs'
export { findOrderInvoice, issueOrderInvoice, issueOrderInvoiceNumberedAtCommit } from './billing.service'
export { endPlanOfCancelledProject, maintenanceAtDelivery } from './subscriptions.service'
export { drawable } from './pdf-document'
export { closeInvoiceIntents, settleInvoiceIntent } from './invoice-payments.service'
export { listSelfRefundedInvoicePayments } from './invoice-payments.repo'
export { maintenanceInvoiceFigures } from './billing.repo'
export { listPlansForRevenue } from './subscriptions.repo'
export {
  completeRefund,
  failRefund,
  issueCreditNote,
  LEDGER_MESSAGES,
  openRefund,
  orderLedger,
  recordDispute,
  recordRefund,
  refundableCents,
} from './ledger.service'
export { invoicePdfUrl } from './billing.service'
export {
  foldLedgerDays,
  ledgerByInterval,
  ledgerByIntervalAndStatus,
  ledgerDaysDrift,
  ledgerTotals,
  type LedgerInterval,
  type LedgerStatusEntry,
  sumIntervals,
} from './revenue.repo'
export { invoiceDueCycles } from './billing.service'
export { INVOICE_REFUND_JOB, invoiceRefundJobHandler } from './invoice-refunds'
export { listStalePendingRefunds } from './ledger.repo'
export { lockPendingRefund } from './ledger.service'
export { reconcileInvoicePayments } from './invoice-reconcile'
export {
  findOrderInvoiceBrief,
  listCustomerInvoicesBrief,
  listCustomerPlansBrief,
  listOrdersInvoicesCredited,
  orderInvoiceNumberOf,
} from './billing-lists.repo'
export type { ProjectReader } from './project-reader'
export { invoicesKeptByCustomer } from './money-kept.repo'
export {
  issueRevisionRoundInvoice,
  revisionRoundInvoices,
  voidRevisionRoundInvoice,
} from './revision-round-invoices'
export { REVISION_ROUND_PAID_JOB, type RevisionRoundPaid } from './revision-round-paid'

// The orders module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { orderRoutes } from './orders.routes'
export { confirmTestPayment, createPaymentIntent } from './orders.service'
export { RECONCILE_EVERY_MS, RECONCILE_JOB, reconcileJobHandler } from './orders.reconcile'
export { receiptJobHandler, refundJobHandler } from './orders.settle'
export { REFUND_MESSAGES, refundOrder } from './orders.refund'
export { REFUND_SWEEP_EVERY_MS, REFUND_SWEEP_JOB, refundSweepJobHandler } from './orders.refund-sweep'
export { LATE_RUSH_EVERY_MS, LATE_RUSH_JOB, lateRushJobHandler, sweepLateRush } from './orders.late-rush'
export {
  anyOrderPlaced,
  findOrderDocuments,
  findOrderPaymentMethod,
  lastPaidAtByCustomer,
  listCustomerOrdersBrief,
  listPaymentsNeedingAttention,
  listRecentPaidOrders,
  periodCounts,
} from './orders.reads'
export { moneyKeptByCustomer, rankByMoneyKept, topByMoneyKept } from './money-kept'
export {
  countPaidOrdersIn,
  findOrderRow,
  listPaidOrderExportEntries,
  listPaidOrdersPage,
  listPaidOrdersPageAfter,
  type PaidOrderRow,
  type PaidOrdersScope,
  type PaidOrdersSort,
} from './paid-orders'

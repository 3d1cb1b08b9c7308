// The read side across modules (the dashboards' figures and lists): what other modules may read (lint refuses
// its other files). It has no routes; each dashboard's module calls these.
export { listInvoicesForCustomer } from './dashboard.repo'
export {
  listMaintenancePlansPage,
  listPaymentsNeedingAttention,
  listRecentPaidOrders,
  listUsersWithTotals,
  orderWithStanding,
  overviewFigures,
} from './reporting.repo'

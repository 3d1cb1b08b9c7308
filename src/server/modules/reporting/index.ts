// The read side across modules (the dashboards' figures and lists, the admin panel's projects with their
// clients): what other modules may read (lint refuses its other files). It has no routes; each dashboard's module
// calls these.
export { USER_DETAIL_LIST_LIMIT, findUserDetail, listUsersPage } from './admin-users.repo'
export {
  countPaidOrders,
  findOrderRecord,
  type FinanceOrderRecord,
  type FinanceScope,
  type FinanceSort,
  listPaidOrders,
  listPaidOrdersAfter,
  listPaidOrderExportRows,
  type PaidOrderExportRow,
  paidCustomers,
} from './finance.repo'

// The read side across modules, what stays one statement over several modules' tables: money kept (the Users
// tab's spend, sorted and paged; the finance dashboard's customers) and the finance lists and export of paid
// orders with their projects, invoices and credit notes. What other modules may read (lint refuses its other
// files). It has no routes; the users and finance modules call these.
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

// The read side across modules (the dashboards' figures and lists, the admin panel's projects with their
// clients): what other modules may read (lint refuses its other files). It has no routes; each dashboard's module
// calls these.
export { findProjectWithClient, listProjectsPage } from './admin-projects.repo'
export { listInvoicesForCustomer } from './dashboard.repo'
export {
  anyOrderPlaced,
  countDeliveredProjects,
  listMaintenancePlansPage,
  listPaymentsNeedingAttention,
  listRecentPaidOrders,
  listUsersWithTotals,
  orderWithStanding,
  overviewFigures,
} from './reporting.repo'

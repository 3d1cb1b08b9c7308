// What other features may use of the billing feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { billingKeys } from './billing-keys'
export { subscriptionsQueryOptions, useSubscriptions } from './api/list-subscriptions'
export {
  AdminMaintenancePlanDialog,
  type MaintenanceClient,
} from './components/admin-maintenance-plan-dialog'
export { AdminMaintenancePlans } from './components/admin-maintenance-plans'
export { CreditNoteList } from './components/credit-note-list'
export { InvoiceList } from './components/invoice-list'
export { PayInvoiceDialog } from './components/pay-invoice-lazy'
export { SubscriptionList } from './components/subscription-list'
export { memberLabel } from './member-label'

import { lazyDialog } from '../../../components/deferred'

// The dashboard's dialogs (and the demo's, which shows the same ones): their code loads when one is first opened,
// so a page's start runs none of it.
export const NewWebsiteDialog = lazyDialog(
  () => import('../../../features/orders/components/new-website-dialog').then((m) => m.NewWebsiteDialog),
  (p) => p.open,
)
export const SupportTicketDialog = lazyDialog(
  () =>
    import('../../../features/support/components/support-ticket-dialog').then((m) => m.SupportTicketDialog),
  (p) => p.open,
)

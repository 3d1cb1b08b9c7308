import { lazyDialog } from '../../../components/deferred'

/** The card payment of an open invoice: its code (the card form) loads when the dialog first opens. */
export const PayInvoiceDialog = lazyDialog(
  () => import('./pay-invoice-dialog').then((m) => m.PayInvoiceDialog),
  (p) => p.invoice !== null,
)

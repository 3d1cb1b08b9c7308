import { lazyDialog } from './deferred'

/**
 * A question that must be answered before something is destroyed (./confirm-dialog-body): its dialog's code
 * loads when it is first opened, so a list that offers it runs none of that code on start.
 */
export const ConfirmDialog = lazyDialog(
  () => import('./confirm-dialog-body').then((m) => m.ConfirmDialog),
  (p) => p.open,
)

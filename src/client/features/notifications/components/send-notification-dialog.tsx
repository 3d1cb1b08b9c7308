import { lazyDialog } from '../../../components/deferred'

/** Who a notification goes to: one customer (about one of their projects, perhaps), or every customer. */
export type NotificationRecipient =
  | { kind: 'customer'; userId: number; name: string; projectId?: number; projectTitle?: string }
  | { kind: 'everyone' }

/**
 * 'Send Notification' (./send-notification-form): its form loads when it is first opened, so the lists that
 * offer it (overview, users, projects, support) run none of that code on start.
 */
export const SendNotificationDialog = lazyDialog(
  () => import('./send-notification-form').then((m) => m.SendNotificationDialog),
  (p) => p.recipient !== null,
)

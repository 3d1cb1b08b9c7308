// What other features may use of the notifications feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { notificationsQueryOptions, useNotifications } from './api/list-notifications'
export { AdminNotificationsTab } from './components/admin-notifications-tab'
export { NotificationButton } from './components/notification-button'
export { NotificationList } from './components/notification-list'
export { type NotificationRecipient, SendNotificationDialog } from './components/send-notification-dialog'
export { adminNotificationsKeys } from './notifications-keys'

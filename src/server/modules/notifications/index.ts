// The notifications module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { notificationRoutes } from './notifications.routes'
export { addNotification, addNotificationForEach } from './notifications.service'

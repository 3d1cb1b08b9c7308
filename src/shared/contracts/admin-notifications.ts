import { z } from 'zod/mini'
import { NOTIFICATION_TYPES } from '../states'
import { ProjectClientSchema } from './admin-projects'
import { PageQuerySchema, paginated } from './common'
import { defineEndpoint } from './endpoint'

/* The admin panel's Notifications tab (dashboards.md §2): every notification sent to a customer, read-only. */

export const AdminNotificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  /** When the customer opened it; null while unread. */
  readAt: z.nullable(z.string()),
  createdAt: z.string(),
  user: ProjectClientSchema,
  /** The project it is about, if any. */
  project: z.nullable(z.object({ id: z.number(), title: z.string() })),
})
export type AdminNotification = z.infer<typeof AdminNotificationSchema>

export const ListAdminNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notifications',
  auth: 'admin',
  operationId: 'listAdminNotifications',
  summary: 'Every notification sent to a customer, newest first, with its recipient and whether it was read',
  tag: 'admin',
  query: PageQuerySchema,
  response: paginated(AdminNotificationSchema),
})

import { z } from 'zod/mini'
import { NOTIFICATION_TYPES } from '../states'
import { IdParamsSchema } from './common'
import { defineEndpoint } from './endpoint'

/* A customer's notifications in the dashboard (dashboards.md §2, §3, §7). */

export const NotificationSchema = z.object({
  id: z.number(),
  projectId: z.nullable(z.number()),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** The newest notifications a list carries; unread ones come first so none is left out of the badge. */
export const NOTIFICATION_LIST_LIMIT = 200

export const ListNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/notifications',
  auth: 'customer',
  operationId: 'listNotifications',
  summary: `The customer's notifications, newest first (every unread one, then read ones, ${NOTIFICATION_LIST_LIMIT} at most)`,
  tag: 'dashboard',
  response: z.array(NotificationSchema),
})

export const MarkNotificationReadEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/dashboard/notifications/:id/read',
  auth: 'customer',
  operationId: 'markNotificationRead',
  summary: "Mark one of the customer's notifications read (repeating it changes nothing)",
  tag: 'dashboard',
  params: IdParamsSchema,
  response: NotificationSchema,
  errors: [404],
})

export const MarkAllNotificationsReadResponseSchema = z.object({
  /** How many were unread and are read now. */
  marked: z.number(),
})
export type MarkAllNotificationsReadResponse = z.infer<typeof MarkAllNotificationsReadResponseSchema>

export const MarkAllNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/notifications/read-all',
  auth: 'customer',
  operationId: 'markAllNotificationsRead',
  summary: "Mark every one of the customer's unread notifications read, in one statement",
  tag: 'dashboard',
  response: MarkAllNotificationsReadResponseSchema,
})

import { NOTIFICATION_LIST_LIMIT, type Notification } from '../../../shared/contracts/dashboard'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { listNotificationsForUser, markNotificationRead, type NotificationRow } from './notifications.repo'

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    message: row.message,
    type: row.type as Notification['type'],
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listNotifications(ctx: AppContext, userId: number) {
  const rows = await listNotificationsForUser(ctx.db, userId, NOTIFICATION_LIST_LIMIT)
  return rows.map(toNotification)
}

export async function readNotification(ctx: AppContext, userId: number, id: number) {
  const row = await markNotificationRead(ctx.db, id, userId, ctx.clock.now())
  if (!row) throw AppError.notFound('Notification not found')
  return toNotification(row)
}

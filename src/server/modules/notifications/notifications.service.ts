import { NOTIFICATION_LIST_LIMIT, type Notification } from '../../../shared/contracts/dashboard'
import type { NotificationType } from '../../../shared/states'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import {
  insertNotification,
  insertNotificationForEach,
  listNotificationsForUser,
  markNotificationRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repo'

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

/** A notice to one customer, written in the caller's transaction (another module's step: a move, an invoice). */
export function addNotification(tx: Executor, values: NewNotification) {
  return insertNotification(tx, values)
}

/** The same notice to each of these customers in one statement: answers how many were written. */
export function addNotificationForEach(
  tx: Executor,
  userIds: readonly number[],
  notice: { type: NotificationType; title: string; message: string },
) {
  return insertNotificationForEach(tx, userIds, notice)
}

import type { AdminNotification } from '../../../shared/contracts/admin-notifications'
import type { PageQuery } from '../../../shared/contracts/common'
import { NOTIFICATION_LIST_LIMIT, type Notification } from '../../../shared/contracts/notifications'
import type { NotificationType } from '../../../shared/states'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { listAccountNames } from '../auth'
import {
  insertNotification,
  insertNotificationForEach,
  listNotificationsForUser,
  listNotificationsPage,
  markAllNotificationsRead,
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

/**
 * The titles of projects by id (projects' `listProjectTitles`). Projects sends notifications, so app.ts passes its
 * reader in rather than this module importing projects.
 */
export type ProjectTitles = (tx: Executor, ids: readonly (number | null)[]) => Promise<Map<number, string>>

/**
 * The admin panel's Notifications tab: every notification sent, newest first, with its recipient and the project
 * it is about (a query of accounts and one of projects for the page).
 */
export async function listAdminNotifications(
  ctx: AppContext,
  query: PageQuery,
  projectTitles: ProjectTitles,
) {
  const { page, pageSize } = query
  const { rows, total } = await listNotificationsPage(ctx.db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })
  const [users, titles] = await Promise.all([
    listAccountNames(
      ctx.db,
      rows.map((n) => n.userId),
    ),
    projectTitles(
      ctx.db,
      rows.map((n) => n.projectId),
    ),
  ])
  const items: AdminNotification[] = rows.map((n) => ({
    id: n.id,
    type: n.type as AdminNotification['type'],
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
    user: users.get(n.userId)!,
    project:
      n.projectId !== null && titles.has(n.projectId)
        ? { id: n.projectId, title: titles.get(n.projectId)! }
        : null,
  }))
  return { items, page, pageSize, total }
}

/** Every unread notification of the customer, read now. */
export async function readAllNotifications(ctx: AppContext, userId: number) {
  return { marked: await markAllNotificationsRead(ctx.db, userId, ctx.clock.now()) }
}

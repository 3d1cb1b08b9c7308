import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { NotificationType } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { placeholders, preparedByShape } from '../../db/prepared'
import { notifications } from '../../db/schema/notifications'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = typeof notifications.$inferInsert

export async function insertNotification(tx: Executor, values: NewNotification) {
  const [row] = await notificationInsert(tx, values).execute(values)
  return row!
}

/** Every payment made sends a notice: built once per connection and set of columns (db/prepared.ts). */
const notificationInsert = preparedByShape((db, names) =>
  db
    .insert(notifications)
    .values(placeholders(names) as unknown as NewNotification)
    .returning()
    .prepare(''),
)

/**
 * A customer's notifications in one query, newest first: every unread one, then the newest read ones, `limit` in
 * all. The inner select walks `notifications_user_read_created_idx` in order (unread first, newest first) and
 * stops at the limit; the outer one puts the chosen rows back in date order.
 */
export async function listNotificationsForUser(tx: Executor, userId: number, limit: number) {
  const chosen = tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.isRead), desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .as('chosen')
  return tx.select().from(chosen).orderBy(desc(chosen.createdAt), desc(chosen.id)) as Promise<
    NotificationRow[]
  >
}

/**
 * Marks one of the customer's notifications read in one statement: `read_at` is set the first time only, and a
 * repeat answers the row unchanged. Nothing for someone else's notification.
 */
export async function markNotificationRead(tx: Executor, id: number, userId: number, now: Date) {
  const [row] = await tx
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning()
  return row
}

/** Marks every unread notification of the customer read at `now`; answers how many there were. */
export async function markAllNotificationsRead(tx: Executor, userId: number, now: Date) {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id })
  return rows.length
}

/** One notice to each of these users in a single `insert … select` over the ids: answers how many were written. */
export async function insertNotificationForEach(
  tx: Executor,
  userIds: readonly number[],
  notice: { type: NotificationType; title: string; message: string },
) {
  if (!userIds.length) return 0
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, type, title, message)
    select u.id, ${notice.type}, ${notice.title}, ${notice.message}
    from unnest(${`{${userIds.join(',')}}`}::int[]) as u(id)
    returning id`)
  return (result as unknown as { rows: unknown[] }).rows.length
}

/** One page of every notification sent, newest first, and how many there are. */
export async function listNotificationsPage(tx: Executor, opts: { limit: number; offset: number }) {
  const rows = await tx
    .select()
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(notifications)
  return { rows, total: Number(total!.n) }
}

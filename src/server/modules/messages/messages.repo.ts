import { and, asc, count, eq, gt, isNotNull, max, ne, sql } from 'drizzle-orm'
import type { MessageAuthor } from '../../../shared/contracts/messages'
import type { Executor } from '../../db/client'
import { projectMessages, projectThreadReads, projectThreads } from '../../db/schema/messages'

export type MessageRow = typeof projectMessages.$inferSelect
export type ThreadRow = typeof projectThreads.$inferSelect

/**
 * The project's thread row, made on its first message, locked until the caller's transaction ends: every writer of
 * one thread takes it first, so batching a mail and the "awaiting reply" mark see the messages in order.
 */
export async function lockThread(tx: Executor, projectId: number, clientUserId: number): Promise<ThreadRow> {
  await tx.insert(projectThreads).values({ projectId, clientUserId }).onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(projectThreads)
    .where(eq(projectThreads.projectId, projectId))
    .for('update')
  return row!
}

export async function updateThread(
  tx: Executor,
  projectId: number,
  values: Partial<Omit<ThreadRow, 'projectId' | 'clientUserId'>>,
) {
  await tx.update(projectThreads).set(values).where(eq(projectThreads.projectId, projectId))
}

export async function insertMessage(tx: Executor, values: typeof projectMessages.$inferInsert) {
  const [row] = await tx.insert(projectMessages).values(values).returning()
  return row!
}

/** The thread's messages, oldest first; the studio's notes only when `withNotes`. */
export function listMessages(tx: Executor, projectId: number, withNotes: boolean) {
  return tx
    .select()
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        withNotes ? undefined : eq(projectMessages.internal, false),
      ),
    )
    .orderBy(asc(projectMessages.id))
}

/** The messages one side has not been mailed about yet: the other side's, after `afterId`, never a note. */
export function listMessagesFrom(tx: Executor, projectId: number, author: MessageAuthor, afterId: number) {
  return tx
    .select()
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        eq(projectMessages.author, author),
        eq(projectMessages.internal, false),
        gt(projectMessages.id, afterId),
      ),
    )
    .orderBy(asc(projectMessages.id))
}

export async function findLastRead(tx: Executor, projectId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ lastReadId: projectThreadReads.lastReadId })
    .from(projectThreadReads)
    .where(and(eq(projectThreadReads.projectId, projectId), eq(projectThreadReads.userId, userId)))
  return row?.lastReadId ?? 0
}

/** Moves the reader's mark forward (never back: an older tab marking later changes nothing). */
export async function markRead(tx: Executor, projectId: number, userId: number, lastId: number) {
  await tx
    .insert(projectThreadReads)
    .values({ projectId, userId, lastReadId: lastId })
    .onConflictDoUpdate({
      target: [projectThreadReads.projectId, projectThreadReads.userId],
      set: { lastReadId: sql`greatest(${projectThreadReads.lastReadId}, excluded.last_read_id)` },
    })
}

/** The furthest any staff member has read the thread (the studio's mail leaves out what one of them read). */
export async function furthestStaffRead(tx: Executor, projectId: number, clientUserId: number) {
  const [row] = await tx
    .select({ lastReadId: max(projectThreadReads.lastReadId) })
    .from(projectThreadReads)
    .where(and(eq(projectThreadReads.projectId, projectId), ne(projectThreadReads.userId, clientUserId)))
  return row?.lastReadId ?? 0
}

/** A message of `author` (never a note) after the reader's mark. */
function unreadFrom(author: MessageAuthor) {
  return and(
    eq(projectMessages.author, author),
    eq(projectMessages.internal, false),
    gt(projectMessages.id, sql`coalesce(${projectThreadReads.lastReadId}, 0)`),
  )!
}

const readerMark = (userId: number) =>
  and(eq(projectThreadReads.projectId, projectMessages.projectId), eq(projectThreadReads.userId, userId))

/** The studio's messages the client has not read, per project of theirs, in one query. */
export function countClientUnread(tx: Executor, userId: number, projectId?: number) {
  return tx
    .select({ projectId: projectMessages.projectId, unread: count() })
    .from(projectMessages)
    .innerJoin(projectThreads, eq(projectThreads.projectId, projectMessages.projectId))
    .leftJoin(projectThreadReads, readerMark(userId))
    .where(
      and(
        eq(projectThreads.clientUserId, userId),
        projectId === undefined ? undefined : eq(projectMessages.projectId, projectId),
        unreadFrom('studio'),
      ),
    )
    .groupBy(projectMessages.projectId)
}

/** The clients' messages this staff member has not read, per project, in one query. */
export function countStaffUnread(tx: Executor, userId: number, projectId?: number) {
  return tx
    .select({ projectId: projectMessages.projectId, unread: count() })
    .from(projectMessages)
    .leftJoin(projectThreadReads, readerMark(userId))
    .where(
      and(
        projectId === undefined ? undefined : eq(projectMessages.projectId, projectId),
        unreadFrom('client'),
      ),
    )
    .groupBy(projectMessages.projectId)
}

/** Threads whose client waits for an answer, the longest waiting first (by the partial index). */
export function listWaitingThreads(tx: Executor, limit: number) {
  return tx
    .select({
      projectId: projectThreads.projectId,
      clientUserId: projectThreads.clientUserId,
      waitingSince: projectThreads.clientWaitingSince,
    })
    .from(projectThreads)
    .where(isNotNull(projectThreads.clientWaitingSince))
    .orderBy(asc(projectThreads.clientWaitingSince))
    .limit(limit)
}

/** Whether the upload was sent with a message of the project the client may read (their own thread, no note). */
export async function isVisibleAttachment(tx: Executor, uploadId: number, clientUserId: number) {
  const [row] = await tx
    .select({ id: projectMessages.id })
    .from(projectMessages)
    .innerJoin(projectThreads, eq(projectThreads.projectId, projectMessages.projectId))
    .where(
      and(
        eq(projectThreads.clientUserId, clientUserId),
        eq(projectMessages.internal, false),
        sql`${projectMessages.uploadIds} @> ${JSON.stringify([uploadId])}::jsonb`,
      ),
    )
    .limit(1)
  return Boolean(row)
}

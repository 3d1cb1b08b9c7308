// One thread per project between its client and the studio: messages with files, the studio's internal notes,
// who has read what, and the mark of a client waiting for an answer.
import type { z } from 'zod/mini'
import {
  MESSAGE_MESSAGES,
  type MessageAuthor,
  type PostMessageSchema,
  type PostStaffMessageSchema,
  type Thread,
  type ThreadMessage,
  type UnreadMessages,
} from '../../../shared/contracts/messages'
import type { ProjectFile } from '../../../shared/contracts/project-files'
import { displayName, fullName } from '../../../shared/display-name'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { listAccountNames } from '../auth'
import { findCustomerProject, findStaffProject, PROJECT_MESSAGES, projectFileRefs } from '../projects'
import { fileAttachments, findCustomerUpload } from '../uploads'
import { scheduleThreadMail } from './messages.jobs'
import * as repo from './messages.repo'

/** Who reads or writes: the project's client, or a staff member. */
export interface Reader {
  side: MessageAuthor
  userId: number
}

const STUDIO_NAME = 'The studio'

/** The project the reader may see: the client's own, or any for staff; anything else is 404. */
async function readableProject(tx: Executor, reader: Reader, projectId: number) {
  const project =
    reader.side === 'client'
      ? await findCustomerProject(tx, projectId, reader.userId)
      : await findStaffProject(tx, projectId)
  if (!project) throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return project
}

/** Messages as the reader sees them, with their writers' names and files, in two reads whatever their number. */
async function toDtos(tx: Executor, reader: Reader, rows: repo.MessageRow[]): Promise<ThreadMessage[]> {
  const [names, files] = await Promise.all([
    listAccountNames(
      tx,
      rows.flatMap((r) => (r.authorUserId === null ? [] : [r.authorUserId])),
    ),
    fileAttachments(
      tx,
      rows.flatMap((r) => r.uploadIds),
    ),
  ])
  return rows.map((row) => {
    const person = row.authorUserId === null ? undefined : names.get(row.authorUserId)
    // Staff are named to the client by their name only (never their address); the client by their display name.
    const authorName =
      row.author === 'client'
        ? person
          ? displayName(person)
          : 'Client'
        : reader.side === 'studio' && person
          ? displayName(person)
          : (person && fullName(person.firstName, person.lastName)) || STUDIO_NAME
    return {
      id: row.id,
      author: row.author as MessageAuthor,
      authorName,
      body: row.body,
      internal: row.internal,
      attachments: row.uploadIds.flatMap((uploadId) => files.get(uploadId) ?? []),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

const unreadOf = (rows: Array<{ unread: number }>) => rows.reduce((sum, r) => sum + Number(r.unread), 0)

function countUnread(tx: Executor, reader: Reader, projectId?: number) {
  return reader.side === 'client'
    ? repo.countClientUnread(tx, reader.userId, projectId)
    : repo.countStaffUnread(tx, reader.userId, projectId)
}

/** The thread, oldest first: the client's never holds a note. */
export async function getThread(ctx: AppContext, reader: Reader, projectId: number): Promise<Thread> {
  await readableProject(ctx.db, reader, projectId)
  const [rows, lastReadId, unread] = await Promise.all([
    repo.listMessages(ctx.db, projectId, reader.side === 'studio'),
    repo.findLastRead(ctx.db, projectId, reader.userId),
    countUnread(ctx.db, reader, projectId),
  ])
  return { messages: await toDtos(ctx.db, reader, rows), unread: unreadOf(unread), lastReadId }
}

/**
 * Every file of the project the reader may see, newest first: the thread's (a staff note's for staff only) and
 * those projects keeps (the brief's logo, answers, review screenshots), read in one query each.
 */
export async function listProjectFiles(
  ctx: AppContext,
  reader: Reader,
  projectId: number,
): Promise<ProjectFile[]> {
  await readableProject(ctx.db, reader, projectId)
  const [rows, refs] = await Promise.all([
    repo.listMessages(ctx.db, projectId, reader.side === 'studio'),
    projectFileRefs(ctx.db, projectId),
  ])
  const all = [
    ...refs,
    ...rows.flatMap((r) =>
      r.uploadIds.map((uploadId) => ({
        uploadId,
        source: r.internal ? ('note' as const) : ('message' as const),
        label: r.internal
          ? 'Internal note'
          : r.author === 'client'
            ? 'Message from the client'
            : 'Message from the studio',
        from: r.author as MessageAuthor,
        at: r.createdAt,
      })),
    ),
  ]
  const files = await fileAttachments(
    ctx.db,
    all.map((f) => f.uploadId),
  )
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .flatMap(({ uploadId, at, ...rest }) => {
      const file = files.get(uploadId)
      return file ? [{ ...rest, file, at: at.toISOString() }] : []
    })
}

type ClientInput = z.output<typeof PostMessageSchema>
type StaffInput = z.output<typeof PostStaffMessageSchema>

/**
 * Adds a message to the thread. Under the thread's row lock: the files must be the writer's own uploads, the
 * writer's own mark moves past it, the client's first unanswered message starts the "awaiting reply" clock (an
 * answer from the studio stops it; a note does not), and the other side's mail is queued once per batch.
 */
export async function postMessage(
  ctx: AppContext,
  reader: Reader,
  projectId: number,
  input: ClientInput | StaffInput,
): Promise<ThreadMessage> {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const project = await readableProject(tx, reader, projectId)
    if (project.status === 'cancelled') throw AppError.conflict(MESSAGE_MESSAGES.closed)
    const internal = reader.side === 'studio' && 'internal' in input && input.internal
    const uploadIds = [...new Set(input.uploadIds)]
    for (const id of uploadIds)
      if (!(await findCustomerUpload(tx, id, reader.userId)))
        throw new AppError('VALIDATION', MESSAGE_MESSAGES.uploadMissing)
    const thread = await repo.lockThread(tx, projectId, project.userId)
    const now = clock.now()
    const row = await repo.insertMessage(tx, {
      projectId,
      author: reader.side,
      authorUserId: reader.userId,
      body: input.body,
      internal,
      uploadIds,
      createdAt: now,
    })
    await repo.markRead(tx, projectId, reader.userId, row.id)
    if (!internal) {
      if (reader.side === 'client' && !thread.clientWaitingSince)
        await repo.updateThread(tx, projectId, { clientWaitingSince: now })
      if (reader.side === 'studio' && thread.clientWaitingSince)
        await repo.updateThread(tx, projectId, { clientWaitingSince: null })
      await scheduleThreadMail(tx, thread, reader.side === 'client' ? 'studio' : 'client', now)
    }
    const [dto] = await toDtos(tx, reader, [row])
    return dto!
  })
}

/** Moves the reader's mark to `lastId` (a message of this thread); answers what is still unread. */
export async function markThreadRead(ctx: AppContext, reader: Reader, projectId: number, lastId: number) {
  await readableProject(ctx.db, reader, projectId)
  await repo.markRead(ctx.db, projectId, reader.userId, lastId)
  return unreadOf(await countUnread(ctx.db, reader, projectId))
}

/** The reader's unread messages per project (the cards' badges), in one query. */
export async function unreadMessages(ctx: AppContext, reader: Reader): Promise<UnreadMessages> {
  const rows = await countUnread(ctx.db, reader)
  const projects = rows.map((r) => ({ projectId: r.projectId, unread: Number(r.unread) }))
  return { total: unreadOf(projects), projects }
}

/** Whether a client may open an upload because it was sent to them in one of their threads (not in a note). */
export function clientMayOpenAttachment(tx: Executor, uploadId: number, clientUserId: number) {
  return repo.isVisibleAttachment(tx, uploadId, clientUserId)
}

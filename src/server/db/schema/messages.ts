import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { MESSAGE_AUTHORS } from '../../../shared/contracts/messages'
import { createdAt, id, tstz } from './columns'
import { oneOf } from './checks'
import { projects } from './projects'
import { users } from './auth'

/** One message of a project's thread between its client and the studio, or a staff note (`internal`). */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    author: text().notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** A staff note: the client's API never returns it. */
    internal: boolean().notNull().default(false),
    /** The uploads sent with it (their ids). */
    uploadIds: jsonb('upload_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_messages_project_idx').on(t.projectId, t.id),
    check('project_messages_author_check', oneOf(t.author, MESSAGE_AUTHORS)),
    check('project_messages_internal_check', sql`not ${t.internal} or ${t.author} = 'studio'`),
  ],
)

/**
 * Each thread's state, one row per project that has a message: the row the writers lock, so that mails are
 * batched once and the "awaiting reply" mark is set and cleared in order.
 */
export const projectThreads = pgTable(
  'project_threads',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's client (whose thread it is), so their unread counts need no other module's table. */
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's first message the studio has not answered yet; null once answered. */
    clientWaitingSince: tstz('client_waiting_since'),
    /** A mail to each side is due (its batch is gathering); null when none is queued. */
    clientMailDueAt: tstz('client_mail_due_at'),
    studioMailDueAt: tstz('studio_mail_due_at'),
    /** The newest message each side was mailed about. */
    clientMailedThrough: integer('client_mailed_through').notNull().default(0),
    studioMailedThrough: integer('studio_mailed_through').notNull().default(0),
  },
  (t) => [
    index('project_threads_client_idx').on(t.clientUserId),
    index('project_threads_waiting_idx')
      .on(t.clientWaitingSince)
      .where(sql`${t.clientWaitingSince} is not null`),
  ],
)

/** How far each reader (the client, each staff member) has read a project's thread. */
export const projectThreadReads = pgTable(
  'project_thread_reads',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_thread_reads_user_idx').on(t.userId),
  ],
)

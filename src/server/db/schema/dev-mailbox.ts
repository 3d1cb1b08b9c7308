import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'

/** The development mailbox: what would have been sent when no SMTP server is configured. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: id(),
    /** The mail job that sent it. */
    jobId: integer('job_id'),
    to: text('to_address').notNull(),
    from: text('from_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    kind: text().notNull(),
    meta: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mailbox_messages_to_idx').on(t.to, t.createdAt),
    // A job that delivered but died before it was marked done is run again: it must not deliver twice.
    uniqueIndex('mailbox_messages_job_idx').on(t.jobId),
  ],
)

import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, tstz } from './columns'

/** Durable queue of outgoing mail (DESIGN.md §2.8): written in the caller's transaction, sent by the dispatcher. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    kind: text().notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
)

/** The development mailbox: what would have been sent when no SMTP server is configured. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: id(),
    outboxId: integer('outbox_id'),
    to: text('to_address').notNull(),
    from: text('from_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    kind: text().notNull(),
    meta: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_messages_to_idx').on(t.to, t.createdAt)],
)

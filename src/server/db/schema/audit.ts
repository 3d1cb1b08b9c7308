import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { users } from './auth'

/**
 * Every admin write, recorded in the same transaction as the change (modules/audit): who, what, which record,
 * the record before and after (secrets removed), when and from which address. Rows are never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was when the entry was written, so the log still names someone whose account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text().notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.createdAt.desc()),
  ],
)

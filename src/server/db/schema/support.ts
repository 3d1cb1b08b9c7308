import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { TICKET_STATUSES, SUPPORT_PRIORITIES } from '../../../shared/states'
import { oneOf } from './checks'
import { projects } from './projects'
import { users } from './auth'
import { createdAt, id, tstz } from './columns'

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    /** Set when a signed-in customer opened the ticket. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    priority: text().notNull(),
    category: text().notNull().default('general'),
    message: text().notNull(),
    status: text().notNull().default('open'),
    response: text(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    index('support_tickets_created_idx').on(t.createdAt),
    index('support_tickets_status_idx').on(t.status),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    check('support_tickets_status_check', oneOf(t.status, TICKET_STATUSES)),
    check('support_tickets_priority_check', oneOf(t.priority, SUPPORT_PRIORITIES)),
  ],
)

/** The conversation on a ticket after it was opened: the studio's answers and the customer's replies. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('support_ticket_messages_author_check', oneOf(t.authorRole, ['customer', 'admin'])),
  ],
)

import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { NOTIFICATION_TYPES } from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { oneOf } from './checks'
import { projects } from './projects'
import { users } from './auth'

/** In-app notices for a customer: every project step, and what an admin sends. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    type: text().notNull().default('system'),
    title: text().notNull().default(''),
    message: text().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    /** The dashboard's list (unread first, newest first) and its unread count, read in index order. */
    index('notifications_user_read_created_idx').on(
      t.userId,
      t.isRead,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    /** The admin panel's list of every notification sent, newest first. */
    index('notifications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('notifications_type_check', oneOf(t.type, NOTIFICATION_TYPES)),
  ],
)

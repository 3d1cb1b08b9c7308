import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { users } from './auth'

/** A file a customer uploaded (a logo) or an admin published (a portfolio image): its bytes are in the file store under `key`, checked by content. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    /** The name the file had on the customer's machine, for display only. */
    originalName: text('original_name').notNull().default(''),
    /** An image an admin published (a portfolio picture): served to anyone, not only to its owner. */
    public: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
)

import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns'

/** Fixed-window counters shared by every instance (DESIGN.md §4). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: tstz('window_ends_at').notNull(),
})

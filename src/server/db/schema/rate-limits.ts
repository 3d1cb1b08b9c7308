import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tstz } from './columns'

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: tstz('window_ends_at').notNull(),
})

import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { tstz } from './columns'
import { users } from './auth'

/**
 * The site's settings an admin edits (modules/site-settings): one row (id 1), its values a JSON document checked
 * by the shared schema on every read and write, so a value added later starts from its default.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
)

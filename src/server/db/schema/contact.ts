import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt, id, tstz } from './columns'

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    countryCode: text('country_code').notNull().default('+1'),
    phone: text().notNull().default(''),
    businessType: text('business_type').notNull().default(''),
    details: text().notNull(),
    timeline: text().notNull().default(''),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    /** When an admin marked the request answered, and who (both null while it waits). */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_submissions_created_idx').on(t.createdAt),
    /** The admin panel's list of requests still to answer, newest first. */
    index('contact_submissions_unhandled_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.handledAt} is null`),
  ],
)

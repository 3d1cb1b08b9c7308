import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
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
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt)],
)

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    /** Set when a signed-in customer opened the ticket (later issue). */
    userId: integer('user_id'),
    projectId: integer('project_id'),
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
  ],
)

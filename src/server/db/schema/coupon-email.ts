import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'

/** E-mail addresses left in the exit-intent popup. */
export const couponEmails = pgTable(
  'coupon_emails',
  {
    id: id(),
    email: text().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_emails_created_idx').on(t.createdAt)],
)

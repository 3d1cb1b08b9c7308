import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, tstz } from './columns'

/** Orders placed at checkout; payment and projects build on this table. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id'),
    businessType: text('business_type').notNull().default('other'),
    status: text().notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_paid_idx').on(t.paidAt)],
)

import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, tstz } from './columns'

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    title: text().notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** The coupon that gives the advertised discount at checkout. */
    couponCode: text('coupon_code'),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    active: boolean().notNull().default(true),
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_window_idx').on(t.active, t.endsAt)],
)

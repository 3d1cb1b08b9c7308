import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, id, tstz } from './columns'
import { nonNegative } from './checks'
import { orders } from './orders'
import { users } from './auth'

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed', 'free_pages'])

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull().unique(),
    description: text().notNull(),
    kind: couponKind().notNull(),
    /** Percent (0-100), cents for fixed, or a page count for free_pages. */
    value: integer().notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    expiresAt: tstz('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    /** Uses per customer; null for no limit. */
    perCustomerLimit: integer('per_customer_limit').default(1),
    stackable: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_value_check', sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_min_order_check', nonNegative(t.minOrderCents)),
    check('coupons_limits_check', sql`coalesce(${t.maxRedemptions}, 0) >= 0 and ${t.perCustomerLimit} >= 0`),
  ],
)

/** A coupon used on a paid order: written in the transaction that marks the order paid, never before. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_order_key').on(t.couponId, t.orderId),
    index('coupon_redemptions_user_coupon_idx').on(t.userId, t.couponId),
    check('coupon_redemptions_discount_check', nonNegative(t.discountCents)),
  ],
)

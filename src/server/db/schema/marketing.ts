import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
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
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    stackable: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('coupons_code_upper', sql`${t.code} = upper(${t.code})`)],
)

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

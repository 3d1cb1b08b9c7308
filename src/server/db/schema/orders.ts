import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_ATTENTION_REASONS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  ORDER_LINE_KINDS,
  PAYMENT_REFUND_STATUSES,
} from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { nonNegative, oneOf } from './checks'
import { users } from './auth'
import { TIMELINES } from '../../../shared/catalog'

/**
 * An order is what the customer asked for and what it costs; its state (pending → paid, or cancelled/refunded)
 * is separate from the project's status, which lives on `projects`. Amounts are the server's, in cents.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull().default(''),
    businessType: text('business_type').notNull().default('other'),
    description: text().notNull().default(''),
    timeline: text().notNull().default('standard'),
    extraPages: integer('extra_pages').notNull().default(0),
    /** Extra pages given free by a coupon, on top of extraPages. */
    freePages: integer('free_pages').notNull().default(0),
    domain: text(),
    /** The coupon codes the customer applied, checked again when the payment is finalised. */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    /** What each applied coupon gave when the order was priced (its discount in cents, or its free pages). */
    couponDiscounts: jsonb('coupon_discounts')
      .$type<{ code: string; discountCents: number; freePages: number }[]>()
      .notNull()
      .default([]),
    addons: jsonb().$type<string[]>().notNull().default([]),
    /** Who the invoice is made out to, as given at checkout. */
    billingName: text('billing_name').notNull().default(''),
    billingCompany: text('billing_company').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    /** Why a paid order was not fulfilled (a coupon that ran out while the card was charged). */
    cancelReason: text('cancel_reason'),
    status: text().notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('usd'),
    paidAt: tstz('paid_at'),
    /**
     * `card`: paid through the payment provider (its row in `payments`). Anything else: paid outside it (a bank
     * transfer, cash, a cheque), recorded by an admin, with no payment row.
     */
    paymentMethod: text('payment_method').notNull().default('card'),
    /** The transfer's or cheque's reference an admin gave with a payment outside the provider. */
    paymentReference: text('payment_reference'),
    /**
     * When its payment was seen under way or made (processing or succeeded): from then on the order never
     * changes and is no longer the customer's open order; a changed checkout opens a new one beside it.
     */
    frozenAt: tstz('frozen_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    /**
     * The finance export's walk through a period's paid orders, by paid time then id; also every read by paid time
     * (a separate index on paid_at alone was one more to write on each order's insert and payment).
     */
    index('orders_paid_at_id_idx').on(t.paidAt, t.id),
    /** The finance dashboard's customers (who paid in a period, and how much), read from the index alone. */
    index('orders_paid_customers_idx').on(t.paidAt, t.status, t.userId, t.amountCents),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    /** Checkouts started in a period (the finance dashboard's conversion). */
    index('orders_created_idx').on(t.createdAt),
    /** What each customer has paid (the admin's Users tab), read from the index alone. */
    index('orders_paid_user_amount_idx')
      .on(t.userId, t.amountCents)
      .where(sql`${t.status} = 'paid'`),
    /**
     * A customer has one open order at a time: checkout updates it until its payment is under way (frozen), and
     * a pending order whose payment is under way waits for it beside the next open one.
     */
    uniqueIndex('orders_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' and ${t.frozenAt} is null`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_timeline_check', oneOf(t.timeline, TIMELINES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, ORDER_PAYMENT_METHODS)),
    check('orders_amount_check', nonNegative(t.amountCents)),
    check('orders_subtotal_check', nonNegative(t.subtotalCents)),
    check('orders_discount_check', nonNegative(t.discountCents)),
    check('orders_pages_check', sql`${t.extraPages} between 0 and 20 and ${t.freePages} between 0 and 20`),
    check('orders_paid_has_time', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
)

/** What the order is made of, priced by the server from the catalog when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The catalog id (an add-on id, `rush`, …) or the domain name. */
    code: text().notNull(),
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_kind_check', oneOf(t.kind, ORDER_LINE_KINDS)),
    check('order_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('order_lines_unit_check', nonNegative(t.unitCents)),
    check('order_lines_amount_check', nonNegative(t.amountCents)),
  ],
)

/** One attempt to collect an order's amount through a payment provider. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    /** The provider's id (a Stripe PaymentIntent id, or the test provider's). */
    providerId: text('provider_id').notNull(),
    status: text().notNull().default('requires_payment'),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('usd'),
    /** Sent to the provider with the create call, so a retried call never makes a second intent. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the browser confirms the payment with (Stripe's client secret, or the test provider's). */
    clientSecret: text('client_secret').notNull(),
    failureReason: text('failure_reason'),
    /** Cards refused on this payment before it settled: each is an attempt the payment success rate counts. */
    declines: integer().notNull().default(0),
    succeededAt: tstz('succeeded_at'),
    /** Why a person should look at this payment (PAYMENT_ATTENTION_REASONS); null while all is well. */
    attentionReason: text('attention_reason'),
    /** What was seen, for the studio (amounts, the provider's error); never shown to the customer. */
    attentionDetail: text('attention_detail'),
    attentionAt: tstz('attention_at'),
    /** A refund asked of the provider by this side (PAYMENT_REFUND_STATUSES); null when none was. */
    refundStatus: text('refund_status'),
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.provider, t.providerId),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_client_secret_key').on(t.clientSecret),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    /** Card payments attempted in a period (the finance dashboard's payment success). */
    index('payments_created_idx').on(t.createdAt),
    /** The admin's queue of payments that need attention, newest first. */
    index('payments_attention_idx')
      .on(t.attentionAt)
      .where(sql`${t.attentionReason} is not null`),
    check('payments_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_attention_reason_check', oneOf(t.attentionReason, PAYMENT_ATTENTION_REASONS)),
    check('payments_refund_status_check', oneOf(t.refundStatus, PAYMENT_REFUND_STATUSES)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_check', nonNegative(t.amountCents)),
  ],
)

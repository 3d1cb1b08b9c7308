import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  BILLING_CYCLES,
  INVOICE_STATUSES,
  LEDGER_REFUND_STATUSES,
  MAINTENANCE_PLAN_NAMES,
  SUBSCRIPTION_STATUSES,
} from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { nonNegative, oneOf } from './checks'
import { orders, payments } from './orders'
import { projects } from './projects'
import { users } from './auth'

/**
 * Gapless document numbers: the next number is taken with one `update … returning` in the transaction that
 * issues the document, so numbers follow each other without holes (a sequence would skip on rollback).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** `invoice` or `credit_note`. */
    kind: text().primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('document_counters_kind_check', oneOf(t.kind, ['invoice', 'credit_note']))],
)

export interface InvoiceLine {
  description: string
  quantity: number
  unitCents: number
  amountCents: number
}

export interface InvoiceParty {
  name: string
  company?: string
  address?: string
  email?: string
  registration?: string
}

export const maintenanceSubscriptions = pgTable(
  'maintenance_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    plan: text().notNull(),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    /** Per cycle, after the cycle's discount. */
    amountCents: integer('amount_cents').notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    description: text().notNull().default(''),
    status: text().notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    cancelledAt: tstz('cancelled_at'),
    /** A cancelled plan's last day: the end of the period already invoiced. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** When a billing run last invoiced it: a run bills a plan at most once, so a late plan catches up slowly. */
    lastInvoicedAt: tstz('last_invoiced_at'),
  },
  (t) => [
    index('maintenance_subscriptions_user_idx').on(t.userId, t.createdAt),
    /**
     * One live paid plan per project (offered, active or past due): delivering again or a second request cannot
     * start another one. The free month delivery includes is not one: a paid plan chosen during it starts after it.
     */
    uniqueIndex('maintenance_subscriptions_project_live_key')
      .on(t.projectId)
      .where(sql`${t.status} not in ('cancelled', 'included')`),
    /** One free month per project, however often it is delivered. */
    uniqueIndex('maintenance_subscriptions_project_included_key')
      .on(t.projectId)
      .where(sql`${t.status} = 'included'`),
    index('maintenance_subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    check('maintenance_subscriptions_plan_check', oneOf(t.plan, MAINTENANCE_PLAN_NAMES)),
    check('maintenance_subscriptions_cycle_check', oneOf(t.billingCycle, BILLING_CYCLES)),
    check('maintenance_subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('maintenance_subscriptions_amount_check', nonNegative(t.amountCents)),
  ],
)

/** An invoice: for a paid order, or for a maintenance cycle. Its lines and totals are a snapshot. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** `INV-000001`, from document_counters. */
    number: text().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => maintenanceSubscriptions.id, {
      onDelete: 'restrict',
    }),
    status: text().notNull().default('issued'),
    currency: text().notNull().default('usd'),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    /** Who it is made out to and who issues it, as they were on the day. */
    billTo: jsonb('bill_to').$type<InvoiceParty>(),
    issuer: jsonb().$type<InvoiceParty>(),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    /** The first day of the maintenance cycle it bills (YYYY-MM-DD); none for an order's invoice. */
    periodStart: date('period_start', { mode: 'string' }),
    /** How many times the billing run charged the card on file for it (3 at most: days 0, 3 and 7). */
    autopayAttempts: integer('autopay_attempts').notNull().default(0),
    /** The day the billing run next charges the card on file for it; none when it will not. */
    nextAutopayOn: date('next_autopay_on', { mode: 'string' }),
    /** The project's revision round it bills (one past the included rounds); none for other invoices. */
    revisionRound: integer('revision_round'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    /** One invoice per order. */
    uniqueIndex('invoices_order_key').on(t.orderId),
    /** One invoice per maintenance cycle, whichever instance issues it. */
    uniqueIndex('invoices_subscription_period_key').on(t.subscriptionId, t.periodStart),
    /** One open or paid invoice per revision round of a project (a withdrawn round's is void). */
    uniqueIndex('invoices_revision_round_key')
      .on(t.projectId, t.revisionRound)
      .where(sql`${t.status} <> 'void'`),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
    // A project's maintenance invoices, read when its status moves (the ledger_days triggers).
    index('invoices_project_idx').on(t.projectId),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_autopay_idx')
      .on(t.nextAutopayOn)
      .where(sql`${t.nextAutopayOn} is not null`),
    /** The ledger's paid invoices in a period. */
    index('invoices_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_subtotal_check', nonNegative(t.subtotalCents)),
    check('invoices_discount_check', nonNegative(t.discountCents)),
    check('invoices_total_check', nonNegative(t.totalCents)),
    // What it bills: an order, a maintenance plan's cycle, or a project's revision round.
    check(
      'invoices_source_check',
      sql`${t.orderId} is not null or ${t.subscriptionId} is not null or (${t.revisionRound} is not null and ${t.projectId} is not null)`,
    ),
  ],
)

/** A credit note cancels all or part of an invoice (a refund); invoices themselves are never edited. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    /** `CN-000001`, from document_counters. */
    number: text().notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    /** The ledger's credit notes issued in a period. */
    index('credit_notes_created_idx').on(t.createdAt),
    check('credit_notes_amount_check', sql`${t.amountCents} > 0`),
  ],
)

/**
 * `processing`: the provider has it under way (a payment that settles later); the webhook or the reconciliation
 * settles it. `refunding`/`refunded`: money taken for an invoice another payment had paid already, given back by the
 * `refund-invoice-payment` job (docs/decisions/0019-finance-ledger.md).
 */
export const INVOICE_PAYMENT_STATUSES = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  'refunding',
  'refunded',
] as const

/**
 * A card payment of a maintenance invoice: paid by hand from Billing (an intent the browser confirms) or charged
 * off-session by the billing run to the card on file. Apart from `payments`, which belongs to orders and whose
 * rules (one order per payment, the reconciliation, refunds) stay as they are. An invoice is paid once.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    /** The provider's intent; none until the provider answered (an off-session charge under way). */
    providerId: text('provider_id'),
    status: text().notNull().default('requires_payment'),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('usd'),
    /** Derived from the invoice (and the attempt): a retried call never makes a second intent. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the browser confirms the payment with; none for an off-session charge. */
    clientSecret: text('client_secret'),
    /** Charged by the billing run to the card on file, not by the client. */
    offSession: boolean('off_session').notNull().default(false),
    /** The client asked to keep the card for the next cycles. */
    keepCard: boolean('keep_card').notNull().default(false),
    /** The provider's customer the card is kept with (Stripe), when keepCard. */
    customerId: text('customer_id'),
    failureReason: text('failure_reason'),
    succeededAt: tstz('succeeded_at'),
    /** When the provider gave back a payment taken after its invoice was paid. */
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_payments_idempotency_key').on(t.idempotencyKey),
    /** An invoice is paid once, whichever path gets there first. */
    uniqueIndex('invoice_payments_one_success_key')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'succeeded'`),
    index('invoice_payments_provider_idx').on(t.provider, t.providerId),
    /** The admin's queue of second payments given back (Payments that need attention). */
    index('invoice_payments_given_back_idx')
      .on(t.id)
      .where(sql`${t.status} in ('refunding', 'refunded')`),
    check('invoice_payments_status_check', oneOf(t.status, INVOICE_PAYMENT_STATUSES)),
    check('invoice_payments_amount_check', nonNegative(t.amountCents)),
  ],
)

/** The card a client keeps for maintenance payments: one per client, the last one kept. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The provider's customer (Stripe's `cus_…`); none for the test provider. */
    customerId: text('customer_id'),
    /** The provider's payment method (Stripe's `pm_…`, the test provider's `tpm_…`). */
    paymentMethodId: text('payment_method_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_cards_user_key').on(t.userId)],
)

/** Where a refund was first heard of: asked for here by staff, reported by the provider, or an unmatched payment's. */
export const REFUND_SOURCES = ['staff', 'provider', 'unmatched'] as const

/**
 * Money given back on a paid order, whoever started it. A refund asked for here is `pending` while the provider is
 * called (it counts against what is left, so two at once cannot give back more than was paid), then `succeeded`
 * with its credit note, or `failed` (it no longer counts). The provider's refund id is unique: whichever door
 * hears of a refund first (this side's call or the provider's webhook) records it, and the other finds it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull(),
    status: text().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: text().notNull().default('staff'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    /** The sweep of refunds left pending (orders.refund-sweep.ts) reads only these. */
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('refunds_credit_note_key').on(t.creditNoteId),
    uniqueIndex('refunds_provider_refund_key')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_status_check', oneOf(t.status, LEDGER_REFUND_STATUSES)),
    check('refunds_source_check', oneOf(t.source, REFUND_SOURCES)),
  ],
)

/** A chargeback the provider reported on an order's payment, as it last stood. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    providerDisputeId: text('provider_dispute_id').notNull(),
    status: text().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull().default(''),
    openedAt: tstz('opened_at').notNull(),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    uniqueIndex('disputes_provider_dispute_key').on(t.providerDisputeId),
    index('disputes_order_idx').on(t.orderId, t.openedAt),
    check('disputes_amount_check', nonNegative(t.amountCents)),
  ],
)

/**
 * The ledger summed by UTC day and project status, kept by triggers on orders, invoices, credit notes and projects
 * (migration 0025) in the writing transaction: each statement that changes what the ledger reads adds one row per
 * day and status it changes, holding the difference (rows are only ever added, so writers never wait on each
 * other here); the billing job folds them into one row per day and status. A project status of null: an order,
 * invoice or credit note with no project.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    projectStatus: text('project_status'),
    orderCents: bigint('order_cents', { mode: 'number' }).notNull().default(0),
    orders: integer().notNull().default(0),
    maintenanceCents: bigint('maintenance_cents', { mode: 'number' }).notNull().default(0),
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('ledger_days_day_idx').on(t.day)],
)

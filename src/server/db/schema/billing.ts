import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  BILLING_CYCLES,
  INVOICE_STATUSES,
  MAINTENANCE_PLAN_NAMES,
  SUBSCRIPTION_STATUSES,
} from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { nonNegative, oneOf } from './checks'
import { orders } from './orders'
import { projects } from './projects'
import { users } from './users'

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
    /** One live plan per project: delivering again or a second request cannot start another one. */
    uniqueIndex('maintenance_subscriptions_project_live_key')
      .on(t.projectId)
      .where(sql`${t.status} <> 'cancelled'`),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    /** One invoice per order. */
    uniqueIndex('invoices_order_key').on(t.orderId),
    /** One invoice per maintenance cycle, whichever instance issues it. */
    uniqueIndex('invoices_subscription_period_key').on(t.subscriptionId, t.periodStart),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    /** The ledger's paid invoices in a period. */
    index('invoices_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_subtotal_check', nonNegative(t.subtotalCents)),
    check('invoices_discount_check', nonNegative(t.discountCents)),
    check('invoices_total_check', nonNegative(t.totalCents)),
    check('invoices_source_check', sql`${t.orderId} is not null or ${t.subscriptionId} is not null`),
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

import { and, desc, eq, gt, gte, inArray, isNotNull, lt, max, or, type SQL, sql } from 'drizzle-orm'
import { type PaymentAttentionReason, type PaymentRefundStatus } from '../../../shared/states'
import type { Database, Executor } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { orderInvoiceNumberOf } from '../billing'
import { orderProjectOf } from '../projects'
import { orderLines, orders, payments } from '../../db/schema/orders'

/*
 * What other modules' pages read of orders and their payments (the return page, the admin's queues, the finance
 * figures, an account's record): each one query of this module's tables, never a query per row. What they show
 * of the projects, invoices and people the rows name, the caller reads from those modules, one query per list.
 */

/** How an order was paid: by card, or a method an admin recorded; none when there is no such order. */
export async function findOrderPaymentMethod(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.paymentMethod
}

/** Whether any order was ever placed (a database people have used is never given sample customers). */
export async function anyOrderPlaced(tx: Executor) {
  const [row] = await tx.select({ id: orders.id }).from(orders).limit(1)
  return !!row
}

/** Paid orders since a moment, newest first: business type and time only (the recent-orders toast). */
export async function listRecentPaidOrders(tx: Executor, since: Date, limit: number) {
  return tx
    .select({ businessType: orders.businessType, paidAt: orders.paidAt })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gt(orders.paidAt, since)))
    .orderBy(desc(orders.paidAt))
    .limit(limit)
}

/** An order's line as the return page shows it. */
export interface OrderViewLine {
  description: string
  quantity: number
  amountCents: number
}

// The order's id written out in full: in a query of one table drizzle leaves its columns unqualified, and an
// unqualified "id" inside a subquery would name the line's or the payment's own.
const orderId = sql`${sql.identifier('orders')}.${sql.identifier('id')}`

/** An order and what became of it (see findOrderWithLines), for the orders `where` picks. */
function standingOf(db: Executor, where: SQL | undefined) {
  const lines = db
    .select({
      lines: sql<
        OrderViewLine[]
      >`coalesce(json_agg(json_build_object('description', ${orderLines.description},
        'quantity', ${orderLines.quantity}, 'amountCents', ${orderLines.amountCents}) order by ${orderLines.id}), '[]'::json)`,
    })
    .from(orderLines)
    .where(sql`${orderLines.orderId} = ${orderId}`)
  const paymentError = db
    .select({ reason: payments.failureReason })
    .from(payments)
    .where(sql`${payments.orderId} = ${orderId}`)
    .orderBy(desc(payments.id))
    .limit(1)
  return db
    .select({
      order: orders,
      lines: sql<OrderViewLine[]>`(${lines})`,
      paymentError: sql<string | null>`(${paymentError})`,
      project: orderProjectOf(orderId),
      invoiceNumber: orderInvoiceNumberOf(orderId),
    })
    .from(orders)
    .where(where)
    .prepare('')
}

const orderStanding = preparedOn((db) =>
  standingOf(db, and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId')))),
)
const anyOrderStanding = preparedOn((db) => standingOf(db, eq(orders.id, sql.placeholder('id'))))

/**
 * A customer's order and what became of it, in one query: its lines, its payment's last decline, and its project
 * and invoice number (subqueries projects and billing give). Nothing when the order is not theirs. (The return page
 * asks right after paying: built once per database.)
 */
export async function findOrderWithLines(db: Database, id: number, userId: number) {
  const [row] = await orderStanding(db).execute({ id, userId })
  return row
}

/** Any customer's order as findOrderWithLines reads it, for staff. */
export async function findAnyOrderWithLines(db: Database, id: number) {
  const [row] = await anyOrderStanding(db).execute({ id })
  return row
}

/**
 * The payments that need a person, newest first: what went wrong, how much, where the refund stands, and the
 * order's customer (`userId`) and billing name.
 */
export async function listPaymentsNeedingAttention(tx: Executor, limit = 100) {
  const rows = await tx
    .select({
      id: payments.id,
      orderId: payments.orderId,
      reason: payments.attentionReason,
      detail: payments.attentionDetail,
      amountCents: payments.amountCents,
      currency: payments.currency,
      refundStatus: payments.refundStatus,
      refundedAt: payments.refundedAt,
      flaggedAt: payments.attentionAt,
      userId: orders.userId,
      billingName: orders.billingName,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(isNotNull(payments.attentionReason))
    .orderBy(desc(payments.attentionAt), desc(payments.id))
    .limit(limit)
  return rows.map((r) => ({
    ...r,
    reason: r.reason as PaymentAttentionReason,
    refundStatus: r.refundStatus as PaymentRefundStatus | null,
    flaggedAt: r.flaggedAt!,
  }))
}

/** Each of these customers' latest paid order's time, by customer (those who never paid are absent). */
export async function lastPaidAtByCustomer(
  tx: Executor,
  userIds: readonly number[],
): Promise<Map<number, Date>> {
  const unique = [...new Set(userIds)]
  if (!unique.length) return new Map()
  const rows = await tx
    .select({ userId: orders.userId, paidAt: max(orders.paidAt) })
    .from(orders)
    .where(and(inArray(orders.userId, unique), isNotNull(orders.paidAt)))
    .groupBy(orders.userId)
  return new Map(rows.filter((r) => r.paidAt !== null).map((r) => [r.userId!, r.paidAt!]))
}

/** A period: [from, to). */
export interface Period {
  from: Date
  to: Date
}

const PAID = ['paid', 'refunded']

/**
 * Card checkouts opened in the period and how many of them are paid, and card payments tried and succeeded (the
 * whole studio's: no status). A checkout is an order a customer opened to pay by card: a bank transfer or cash an
 * admin recorded is no checkout. Every refused card is an attempt (`declines`), as is every payment that went
 * through, failed after being under way, or was refunded.
 */
export async function periodCounts(tx: Executor, scope: Period) {
  const inPeriod = (column: typeof orders.createdAt | typeof payments.createdAt) =>
    and(gte(column, scope.from), lt(column, scope.to))
  const checkouts = tx
    .select({
      started: sql<number>`count(*)::int`.as('started'),
      paid: sql<number>`(count(*) filter (where ${inArray(orders.status, PAID)}))::int`.as('paid'),
    })
    .from(orders)
    .where(and(inPeriod(orders.createdAt), eq(orders.paymentMethod, 'card')))
    .as('c')
  const settled = inArray(payments.status, ['processing', 'succeeded', 'failed', 'refunded'])
  const payments_ = tx
    .select({
      attempted:
        sql<number>`(count(*) filter (where ${settled}) + coalesce(sum(${payments.declines}), 0))::int`.as(
          'attempted',
        ),
      succeeded:
        sql<number>`(count(*) filter (where ${inArray(payments.status, ['succeeded', 'refunded'])}))::int`.as(
          'succeeded',
        ),
    })
    .from(payments)
    .where(and(inPeriod(payments.createdAt), or(settled, gt(payments.declines, 0))))
    .as('p')
  const [row] = await tx
    .select({
      checkoutsStarted: checkouts.started,
      checkoutsPaid: checkouts.paid,
      cardPaymentsAttempted: payments_.attempted,
      cardPaymentsSucceeded: payments_.succeeded,
    })
    .from(payments_)
    .crossJoin(checkouts)
  return row!
}

/** An order's amounts, lines and latest payment, read together (its invoice, refunds and credit notes: billing). */
export async function findOrderDocuments(tx: Executor, id: number) {
  const [order, lines, payment] = await Promise.all([
    tx
      .select({
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        couponDiscounts: orders.couponDiscounts,
        paymentReference: orders.paymentReference,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .then((r) => r[0]),
    tx
      .select({
        description: orderLines.description,
        quantity: orderLines.quantity,
        unitCents: orderLines.unitCents,
        amountCents: orderLines.amountCents,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(orderLines.id),
    tx
      .select({
        provider: payments.provider,
        status: payments.status,
        providerId: payments.providerId,
        succeededAt: payments.succeededAt,
      })
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1)
      .then((r) => r[0]),
  ])
  return { order, lines, payment }
}

/** One customer's orders, newest first, at most `limit` (their record on the admin's Users tab). */
export function listCustomerOrdersBrief(tx: Executor, userId: number, limit: number) {
  return tx
    .select({
      id: orders.id,
      title: orders.title,
      status: orders.status,
      amountCents: orders.amountCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

import { and, count, desc, eq, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import {
  PAYING_SUBSCRIPTION_STATUSES,
  type PaymentAttentionReason,
  type RefundStatus,
} from '../../../shared/states'
import type { Database, Executor } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { supportTickets } from '../../db/schema/inbox'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { orderLines, orders, payments } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'

/*
 * The one place that reads across other modules' tables, for the dashboards' figures and lists. Every other
 * module touches only its own tables; a new dashboard figure goes here, as one query, never a query per row.
 */

/**
 * Three of the admin overview's four figures in one round trip: customers, projects still under way (neither
 * delivered nor cancelled) and open tickets. Its revenue is the ledger's (billing's `ledgerTotals`).
 */
export async function overviewFigures(tx: Executor) {
  const [row] = await tx
    .select({
      totalUsers: sql<number>`(${tx.select({ n: count() }).from(users).where(eq(users.role, 'customer'))})::int`,
      openTickets: sql<number>`(${tx.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'))})::int`,
      activeProjects: sql<number>`(${tx
        .select({ n: count() })
        .from(projects)
        .where(notInArray(projects.status, ['delivered', 'cancelled']))})::int`,
    })
    .from(sql`(select 1) as one`)
  return row!
}

/** The overview's most recent projects, newest first, with their client's e-mail. */
export function listRecentProjects(tx: Executor, limit: number) {
  return tx
    .select({
      id: projects.id,
      title: projects.title,
      clientEmail: users.email,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit)
}

/** The overview's most recent support tickets, newest first. */
export function listRecentTickets(tx: Executor, limit: number) {
  return tx
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      email: supportTickets.email,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
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

const orderStanding = preparedOn((db) => {
  const lines = db
    .select({
      lines: sql<
        OrderViewLine[]
      >`coalesce(json_agg(json_build_object('description', ${orderLines.description},
        'quantity', ${orderLines.quantity}, 'amountCents', ${orderLines.amountCents}) order by ${orderLines.id}), '[]'::json)`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orders.id))
  const paymentError = db
    .select({ reason: payments.failureReason })
    .from(payments)
    .where(eq(payments.orderId, orders.id))
    .orderBy(desc(payments.id))
    .limit(1)
  return db
    .select({
      order: orders,
      lines: sql<OrderViewLine[]>`(${lines})`,
      projectId: projects.id,
      projectStatus: projects.status,
      deliveryDate: projects.deliveryDate,
      requirementsSubmittedAt: projects.requirementsSubmittedAt,
      invoiceNumber: invoices.number,
      paymentError: sql<string | null>`(${paymentError})`,
    })
    .from(orders)
    .leftJoin(projects, eq(projects.orderId, orders.id))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.userId, sql.placeholder('userId'))))
    .prepare('')
})

/**
 * A customer's order and what became of it, in one query: its lines, its project, its invoice number and its
 * payment's last decline. Nothing when the order is not theirs. (The return page asks right after paying:
 * built once per database.)
 */
export async function orderWithStanding(db: Database, id: number, userId: number) {
  const [row] = await orderStanding(db).execute({ id, userId })
  return row
}

/**
 * The admin's queue of payments that need a person, newest first, with whose they are: what went wrong, how much,
 * and where the refund stands.
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
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      billingName: orders.billingName,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(isNotNull(payments.attentionReason))
    .orderBy(desc(payments.attentionAt), desc(payments.id))
    .limit(limit)
  return rows.map((r) => ({
    ...r,
    reason: r.reason as PaymentAttentionReason,
    refundStatus: r.refundStatus as RefundStatus | null,
    flaggedAt: r.flaggedAt!,
  }))
}

/**
 * A paying plan (shared/paying-plan.ts `isPayingPlan`, which MRR counts), in SQL: active or past due, above nothing.
 */
const payingPlan = and(
  inArray(maintenanceSubscriptions.status, [...PAYING_SUBSCRIPTION_STATUSES]),
  gt(maintenanceSubscriptions.amountCents, 0),
)

/**
 * One page of maintenance plans for the admin panel, the paying ones first (the plans MRR counts), then the other
 * live ones (a free month, an offer not paid yet), then the cancelled, each newest first, with its client and its
 * project's title (joins, not a query per row), and how many there are.
 */
export async function listMaintenancePlansPage(tx: Executor, opts: { limit: number; offset: number }) {
  const rows = await tx
    .select({
      plan: maintenanceSubscriptions,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      projectTitle: projects.title,
    })
    .from(maintenanceSubscriptions)
    .innerJoin(users, eq(users.id, maintenanceSubscriptions.userId))
    .leftJoin(projects, eq(projects.id, maintenanceSubscriptions.projectId))
    .orderBy(
      sql`case when ${payingPlan} then 0 when ${maintenanceSubscriptions.status} = 'cancelled' then 2 else 1 end`,
      desc(maintenanceSubscriptions.createdAt),
      desc(maintenanceSubscriptions.id),
    )
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(maintenanceSubscriptions)
  return { rows, total: Number(total!.n) }
}

/** Whether any order was ever placed (a database people have used is never given sample customers). */
export async function anyOrderPlaced(tx: Executor) {
  const [row] = await tx.select({ id: orders.id }).from(orders).limit(1)
  return !!row
}

/** Projects delivered through the product: the count the trust bar adds to its stated figures. */
export async function countDeliveredProjects(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.status, 'delivered'))
  return Number(row?.n ?? 0)
}

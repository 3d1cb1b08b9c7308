import { and, type AnyColumn, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import { PAYING_SUBSCRIPTION_STATUSES } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { creditNotes, invoices, maintenanceSubscriptions } from '../../db/schema/billing'

/*
 * Billing's lists for the dashboards: each one query of this module's tables (plans joined to their invoices), never
 * a query per row. The projects and people they name are read by the caller, one query per list.
 */

/**
 * A customer's invoices, newest first, each with what it is for (its project's title, by projects' `titleOf`, or its
 * plan), in one query.
 */
export async function listInvoicesForCustomer(
  tx: Executor,
  userId: number,
  titleOf: (projectId: AnyColumn | SQL) => SQL<string | null>,
) {
  return tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
      paidAt: invoices.paidAt,
      projectId: invoices.projectId,
      subscriptionId: invoices.subscriptionId,
      revisionRound: invoices.revisionRound,
      projectTitle: titleOf(invoices.projectId),
      plan: maintenanceSubscriptions.plan,
    })
    .from(invoices)
    .leftJoin(maintenanceSubscriptions, eq(maintenanceSubscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
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
 * live ones (a free month, an offer not paid yet), then the cancelled, each newest first, and how many there are.
 */
export async function listMaintenancePlansPage(tx: Executor, opts: { limit: number; offset: number }) {
  const rows = await tx
    .select()
    .from(maintenanceSubscriptions)
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

/** An order's invoice as the finance record shows it: its id, number and issue time. */
export async function findOrderInvoiceBrief(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
  return row
}

/** An order's invoice number as a subquery on the order's id, for the return page's read that stays one statement. */
export function orderInvoiceNumberOf(orderId: AnyColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${invoices.number} from ${invoices} where ${invoices.orderId} = ${orderId})`
}

/** One customer's invoices, newest first, at most `limit` (their record on the admin's Users tab). */
export function listCustomerInvoicesBrief(tx: Executor, userId: number, limit: number) {
  return tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit)
}

/** One customer's maintenance plans, newest first, at most `limit` (their record on the admin's Users tab). */
export function listCustomerPlansBrief(tx: Executor, userId: number, limit: number) {
  return tx
    .select({
      id: maintenanceSubscriptions.id,
      plan: maintenanceSubscriptions.plan,
      billingCycle: maintenanceSubscriptions.billingCycle,
      amountCents: maintenanceSubscriptions.amountCents,
      status: maintenanceSubscriptions.status,
      startDate: maintenanceSubscriptions.startDate,
      endsOn: maintenanceSubscriptions.endsOn,
    })
    .from(maintenanceSubscriptions)
    .where(eq(maintenanceSubscriptions.userId, userId))
    .orderBy(desc(maintenanceSubscriptions.createdAt), desc(maintenanceSubscriptions.id))
    .limit(limit)
}

/**
 * The invoices of these orders, by order id: each one's number and what its credit notes took back, in one query
 * (the finance lists of paid orders).
 */
export async function listOrdersInvoicesCredited(
  tx: Executor,
  orderIds: readonly number[],
): Promise<Map<number, { number: string; creditedCents: number }>> {
  const unique = [...new Set(orderIds)]
  if (!unique.length) return new Map()
  const result = await tx.execute(sql`
    select i.order_id, i.number, coalesce(c.cents, 0)::int as credited
    from ${invoices} i
      left join lateral (
        select sum(cn.amount_cents) as cents from ${creditNotes} cn where cn.invoice_id = i.id
      ) c on true
    where i.order_id = any(${`{${unique.join(',')}}`}::int[])`)
  const rows = (
    result as unknown as { rows: { order_id: number; number: string; credited: number | string }[] }
  ).rows
  return new Map(
    rows.map((r) => [Number(r.order_id), { number: r.number, creditedCents: Number(r.credited) }]),
  )
}

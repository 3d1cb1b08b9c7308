import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { creditNotes, invoices } from '../../db/schema/billing'

/*
 * Billing's part of money kept (orders' money-kept.ts holds the definition and adds it up): the paid maintenance
 * invoices, each less its credit notes, and the credit notes issued against orders' invoices, which count only
 * where their order does (orders decides that).
 */

/** Which maintenance invoices count: paid in [from, to) (all time without a period), their project one of these. */
export interface InvoicesKeptFilter {
  /** Only these customers' (every customer's when absent). */
  userIds?: readonly number[]
  period?: { from: Date; to: Date }
  /** Only maintenance invoices of these projects (their project's status is in scope); any when absent. */
  projectIds?: readonly number[]
}

/** Billing's entries of money kept, per customer; amounts in cents, credit notes negative. */
export interface InvoicesKept {
  /** Per customer: paid maintenance invoices' totals less their credit notes. */
  maintenance: Map<number, number>
  /** Credit notes against an order's invoice, summed per order (negative): they count where the order does. */
  orderCredits: { orderId: number; userId: number; cents: number }[]
}

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`

/**
 * Billing's entries of money kept over a filter, in one statement: the paid maintenance invoices in it and their
 * credit notes, and every credit note against the customers' orders' invoices (few beside the orders; whether an
 * order counts in a period is the order's). Amounts stay integers, summed in the caller.
 */
export async function invoicesKeptByCustomer(
  tx: Executor,
  filter: InvoicesKeptFilter,
): Promise<InvoicesKept> {
  const customers = (column: SQL) =>
    filter.userIds ? sql`${column} = any(${ids(filter.userIds)})` : sql`true`
  const maintenance = sql`i.subscription_id is not null and i.status = 'paid' and ${customers(sql`i.user_id`)}
    ${
      filter.period
        ? sql`and i.paid_at >= ${filter.period.from.toISOString()}::timestamptz and i.paid_at < ${filter.period.to.toISOString()}::timestamptz`
        : sql``
    }
    ${filter.projectIds ? sql`and i.project_id = any(${ids(filter.projectIds)})` : sql``}`
  const result = await tx.execute(sql`
    select i.user_id, null::int as order_id, i.total_cents::bigint as cents from ${invoices} i
      where ${maintenance} and i.user_id is not null
    union all
    select i.user_id, null::int, -cn.amount_cents::bigint from ${creditNotes} cn join ${invoices} i on i.id = cn.invoice_id
      where i.order_id is null and ${maintenance} and i.user_id is not null
    union all
    select i.user_id, i.order_id, -sum(cn.amount_cents)::bigint from ${creditNotes} cn join ${invoices} i on i.id = cn.invoice_id
      where i.order_id is not null and i.user_id is not null and ${customers(sql`i.user_id`)}
      group by i.user_id, i.order_id`)
  const rows = (
    result as unknown as { rows: { user_id: number; order_id: number | null; cents: string | number }[] }
  ).rows
  const kept: InvoicesKept = { maintenance: new Map(), orderCredits: [] }
  for (const r of rows) {
    const userId = Number(r.user_id)
    if (r.order_id === null)
      kept.maintenance.set(userId, (kept.maintenance.get(userId) ?? 0) + Number(r.cents))
    else kept.orderCredits.push({ orderId: Number(r.order_id), userId, cents: Number(r.cents) })
  }
  return kept
}

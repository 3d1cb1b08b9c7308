import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'

/*
 * The finance dashboard's lists of a period's paid orders (modules/finance composes them with the projects,
 * invoices and people they name, one query per module and page): a page sorted, the export's walk oldest first,
 * how many, one order. A paid order is one paid in the period (`paid_at`), whether refunded since or not: its
 * refunds come off as credit notes.
 */

/** Which orders a report reads: paid between two instants, and only these (their project's status) when given. */
export interface PaidOrdersScope {
  from: Date
  to: Date
  orderIds?: readonly number[]
}

export type PaidOrdersSort = 'newest' | 'oldest' | 'amount_desc' | 'amount_asc'

const PAID = ['paid', 'refunded']

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`

function paidInScope(scope: PaidOrdersScope): SQL {
  return and(
    inArray(orders.status, PAID),
    gte(orders.paidAt, scope.from),
    lt(orders.paidAt, scope.to),
    scope.orderIds ? sql`${orders.id} = any(${ids(scope.orderIds)})` : undefined,
  )!
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  couponCodes: orders.couponCodes,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
}

export type PaidOrderRow = Awaited<ReturnType<typeof findOrderRow>> & {}

const SORTS: Record<PaidOrdersSort, SQL[]> = {
  newest: [desc(orders.paidAt), desc(orders.id)],
  oldest: [asc(orders.paidAt), asc(orders.id)],
  amount_desc: [desc(orders.amountCents), desc(orders.paidAt), desc(orders.id)],
  amount_asc: [asc(orders.amountCents), asc(orders.paidAt), asc(orders.id)],
}

/** A page of the period's paid orders, sorted. */
export function listPaidOrdersPage(
  tx: Executor,
  scope: PaidOrdersScope,
  page: { sort: PaidOrdersSort; limit: number; offset: number },
) {
  return tx
    .select(orderColumns)
    .from(orders)
    .where(paidInScope(scope))
    .orderBy(...SORTS[page.sort])
    .limit(page.limit)
    .offset(page.offset)
}

/**
 * The period's paid orders oldest first, `limit` at a time after the order `afterId` (by its paid time, then id):
 * an export walks them page by page without holding them all. The cursor's paid time is read in SQL, to the
 * microsecond (a JavaScript date would round it down to the millisecond and read the last order again).
 */
export function listPaidOrdersPageAfter(
  tx: Executor,
  scope: PaidOrdersScope,
  afterId: number | null,
  limit: number,
) {
  return tx
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        paidInScope(scope),
        afterId !== null
          ? sql`(${orders.paidAt}, ${orders.id}) > (select a.paid_at, a.id from ${orders} a where a.id = ${afterId})`
          : undefined,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(limit)
}

/** How many paid orders the period has. */
export async function countPaidOrdersIn(tx: Executor, scope: PaidOrdersScope) {
  const [row] = await tx.select({ n: count() }).from(orders).where(paidInScope(scope))
  return row!.n
}

/** One order as the finance table lists it, whatever its state; none when there is no such order. */
export async function findOrderRow(tx: Executor, id: number) {
  const [row] = await tx.select(orderColumns).from(orders).where(eq(orders.id, id))
  return row
}

/** One paid order as the CSV export reads it: plain columns, the instant in epoch ms. */
export interface PaidOrderExportEntry {
  id: number
  userId: number | null
  /** Paid (or, failing that, created) at, in epoch milliseconds. */
  at: number
  status: string
  paymentMethod: string
  couponCodes: string[]
  amountCents: number
}

/**
 * `listPaidOrdersPageAfter` for the CSV export: the same orders in the same order, read as raw rows without the
 * query builder's per-row mapping, so that 100,000 orders take a fraction of a second to read.
 */
export async function listPaidOrderExportEntries(
  tx: Executor,
  scope: PaidOrdersScope,
  afterId: number | null,
  limit: number,
): Promise<PaidOrderExportEntry[]> {
  const result = await tx.execute(sql`
    select o.id, o.user_id as "userId",
      (extract(epoch from coalesce(o.paid_at, o.created_at)) * 1000)::float8 as "at",
      o.status, o.payment_method as "paymentMethod", o.coupon_codes as "couponCodes", o.amount_cents as "amountCents"
    from ${orders} o
    where o.status in ('paid', 'refunded') and o.paid_at >= ${scope.from.toISOString()}::timestamptz
      and o.paid_at < ${scope.to.toISOString()}::timestamptz
      ${scope.orderIds ? sql`and o.id = any(${ids(scope.orderIds)})` : sql``}
      ${afterId !== null ? sql`and (o.paid_at, o.id) > (select a.paid_at, a.id from ${orders} a where a.id = ${afterId})` : sql``}
    order by o.paid_at, o.id
    limit ${limit}`)
  return (result as unknown as { rows: PaidOrderExportEntry[] }).rows
}

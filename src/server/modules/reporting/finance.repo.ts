import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { creditNotes, invoices } from '../../db/schema/billing'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/auth'
import { keptByCustomer } from './money-kept'

/*
 * The finance dashboard's reads (modules/finance) across orders, their projects, invoices, credit notes and payments. Each is one
 * aggregate statement; none runs a query per row. A paid order is one paid in the period (`paid_at`), whether
 * refunded since or not: its refunds come off as credit notes.
 */

/** What a report reads: paid between two instants, its project in one of these statuses (any when none). */
export interface FinanceScope {
  from: Date
  to: Date
  projectStatuses?: readonly string[]
}

export type FinanceSort = 'newest' | 'oldest' | 'amount_desc' | 'amount_asc'

const PAID = ['paid', 'refunded']

function paidInScope(scope: FinanceScope): SQL {
  return and(
    inArray(orders.status, PAID),
    gte(orders.paidAt, scope.from),
    lt(orders.paidAt, scope.to),
    scope.projectStatuses
      ? sql`exists (select 1 from ${projects} where ${projects.orderId} = ${orders.id} and ${inArray(projects.status, [...scope.projectStatuses])})`
      : undefined,
  )!
}

const customerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}, '')`

/**
 * The customers who paid in the period (an order or a maintenance invoice): how many, and the `limit` whose money
 * kept (money-kept.ts: what they paid in the period less its refunds) is the most, most first (summed first, then
 * named), from one pass over the period's paid orders and invoices and their credit notes. `orders` is how many
 * paid orders each has in the period.
 */
export async function paidCustomers(tx: Executor, scope: FinanceScope, limit: number) {
  const result = await tx.execute(sql`
    with c as (${keptByCustomer(scope)}),
    top as (select * from c order by cents desc, user_id asc limit ${limit})
    select (select count(*) from c)::int as active, ${users.id} as id, ${customerName} as name,
      ${users.email} as email, top.orders, top.cents
    from (select 1) one
      left join (top join ${users} on ${users.id} = top.user_id) on true
    order by top.cents desc, ${users.id} asc`)
  const rows = (
    result as unknown as {
      rows: {
        active: number
        id: number | null
        name: string
        email: string
        orders: number
        cents: string
      }[]
    }
  ).rows
  return {
    active: rows[0]?.active ?? 0,
    top: rows
      .filter((r) => r.id !== null)
      .map((r) => ({ id: r.id!, name: r.name, email: r.email, orders: r.orders, cents: Number(r.cents) })),
  }
}

const credited = sql<string>`coalesce((select sum(${creditNotes.amountCents}) from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id}), 0)::bigint`

function orderRowSelect(tx: Executor) {
  return tx
    .select({
      id: orders.id,
      userId: orders.userId,
      name: customerName,
      email: sql<string>`coalesce(${users.email}, '')`,
      projectId: projects.id,
      projectTitle: projects.title,
      projectStatus: projects.status,
      amountCents: orders.amountCents,
      creditedCents: credited,
      currency: orders.currency,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      couponCodes: orders.couponCodes,
      invoiceNumber: invoices.number,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(projects, eq(projects.orderId, orders.id))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
}

export type FinanceOrderRecord = Awaited<ReturnType<typeof listPaidOrders>>[number]

const SORTS: Record<FinanceSort, SQL[]> = {
  newest: [desc(orders.paidAt), desc(orders.id)],
  oldest: [asc(orders.paidAt), asc(orders.id)],
  amount_desc: [desc(orders.amountCents), desc(orders.paidAt), desc(orders.id)],
  amount_asc: [asc(orders.amountCents), asc(orders.paidAt), asc(orders.id)],
}

/** A page of the period's paid orders, sorted. */
export async function listPaidOrders(
  tx: Executor,
  scope: FinanceScope,
  page: { sort: FinanceSort; limit: number; offset: number },
) {
  const rows = await orderRowSelect(tx)
    .where(paidInScope(scope))
    .orderBy(...SORTS[page.sort])
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((r) => ({ ...r, creditedCents: Number(r.creditedCents) }))
}

/**
 * The period's paid orders oldest first, `limit` at a time after the order `afterId` (by its paid time, then id):
 * an export walks them page by page without holding them all. The cursor's paid time is read in SQL, to the
 * microsecond (a JavaScript date would round it down to the millisecond and read the last order again).
 */
export async function listPaidOrdersAfter(
  tx: Executor,
  scope: FinanceScope,
  afterId: number | null,
  limit: number,
) {
  const rows = await orderRowSelect(tx)
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
  return rows.map((r) => ({ ...r, creditedCents: Number(r.creditedCents) }))
}

/** How many paid orders the period has. */
export async function countPaidOrders(tx: Executor, scope: FinanceScope) {
  const [row] = await tx.select({ n: count() }).from(orders).where(paidInScope(scope))
  return row!.n
}

/** One order as the finance table lists it, whatever its state; none when there is no such order. */
export async function findOrderRecord(tx: Executor, id: number) {
  const [row] = await orderRowSelect(tx).where(eq(orders.id, id))
  return row && { ...row, creditedCents: Number(row.creditedCents) }
}

/** One paid order as the CSV export writes it: plain columns, no nested objects, the instant in epoch ms. */
export interface PaidOrderExportRow {
  id: number
  /** Paid (or, failing that, created) at, in epoch milliseconds. */
  at: number
  name: string
  email: string
  projectTitle: string | null
  projectStatus: string | null
  status: string
  paymentMethod: string
  couponCodes: string[]
  amountCents: number
  creditedCents: number
  invoiceNumber: string | null
}

/**
 * `listPaidOrdersAfter` for the CSV export: the same orders in the same order, read as raw rows in one statement
 * (the credit notes summed per invoice by a lateral join), without the query builder's per-row mapping, so that
 * 100,000 orders take a fraction of a second to read.
 */
export async function listPaidOrderExportRows(
  tx: Executor,
  scope: FinanceScope,
  afterId: number | null,
  limit: number,
): Promise<PaidOrderExportRow[]> {
  const result = await tx.execute(sql`
    select o.id,
      (extract(epoch from coalesce(o.paid_at, o.created_at)) * 1000)::float8 as "at",
      ${customerName} as "name", coalesce(${users.email}, '') as "email",
      p.title as "projectTitle", p.status as "projectStatus", o.status, o.payment_method as "paymentMethod",
      o.coupon_codes as "couponCodes", o.amount_cents as "amountCents",
      coalesce(c.cents, 0)::int as "creditedCents", i.number as "invoiceNumber"
    from ${orders} o
      left join ${users} on ${users.id} = o.user_id
      left join ${projects} p on p.order_id = o.id
      left join ${invoices} i on i.order_id = o.id
      left join lateral (
        select sum(cn.amount_cents) as cents from ${creditNotes} cn where cn.invoice_id = i.id
      ) c on true
    where o.status in ('paid', 'refunded') and o.paid_at >= ${scope.from.toISOString()}::timestamptz
      and o.paid_at < ${scope.to.toISOString()}::timestamptz
      ${
        scope.projectStatuses
          ? sql`and exists (select 1 from ${projects} sp where sp.order_id = o.id and sp.status in (${sql.join(
              scope.projectStatuses.map((s) => sql`${s}`),
              sql`, `,
            )}))`
          : sql``
      }
      ${afterId !== null ? sql`and (o.paid_at, o.id) > (select a.paid_at, a.id from ${orders} a where a.id = ${afterId})` : sql``}
    order by o.paid_at, o.id
    limit ${limit}`)
  return (result as unknown as { rows: PaidOrderExportRow[] }).rows
}

import { type SQL, sql } from 'drizzle-orm'
import { creditNotes, invoices } from '../../db/schema/billing'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'

/*
 * Money kept: what a customer paid less what went back. The one definition behind the admin Users tab's Total
 * Spent, an account's record and the finance dashboard's customers (how many paid, and who paid most):
 *
 *   their paid orders (paid or refunded since: paid once, at the order's amount)
 * + their paid maintenance invoices (at the invoice's total)
 * − every credit note issued against those orders' invoices and those maintenance invoices (each refund, full or
 *   partial, of a card or a manual payment, is one)
 *
 * It is the ledger's net revenue (billing's `ledgerTotals`) taken customer by customer: over every customer and all
 * time the two are the same sum. Over a period it counts the orders and invoices paid in the period, each less its
 * own credit notes whenever they were issued (the ledger takes a credit note off on its own day instead).
 */

/** Which payments count: paid in [from, to), their project (an order's, a maintenance invoice's) in these statuses. */
export interface KeptScope {
  from: Date
  to: Date
  projectStatuses?: readonly string[]
}

const PAID_ORDER = ['paid', 'refunded'] as const

function paidBetween(column: SQL, scope: KeptScope | undefined): SQL {
  return scope
    ? sql`${column} >= ${scope.from.toISOString()}::timestamptz and ${column} < ${scope.to.toISOString()}::timestamptz`
    : sql`true`
}

/** Its project (`kp`, found by `match`) is in one of the scope's statuses; always, when the scope names none. */
function projectIn(match: SQL, scope: KeptScope | undefined): SQL {
  if (!scope?.projectStatuses) return sql`true`
  const statuses = sql.join(
    scope.projectStatuses.map((s) => sql`${s}`),
    sql`, `,
  )
  return sql`exists (select 1 from ${projects} kp where ${match} and kp.status in (${statuses}))`
}

/** A paid order of the scope, as `o`. */
function orderCounts(scope: KeptScope | undefined, statuses: readonly string[] = PAID_ORDER): SQL {
  const inStatus = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )
  return sql`o.status in (${inStatus}) and ${paidBetween(sql`o.paid_at`, scope)}
    and ${projectIn(sql`kp.order_id = o.id`, scope)}`
}

/** A paid maintenance invoice of the scope, as `i`. */
function maintenanceCounts(scope: KeptScope | undefined): SQL {
  return sql`i.subscription_id is not null and i.status = 'paid' and ${paidBetween(sql`i.paid_at`, scope)}
    and ${projectIn(sql`kp.id = i.project_id`, scope)}`
}

/**
 * Every entry of money kept, one row each: `user_id`, `orders` (1 for a paid order, else 0) and `cents` (a paid
 * order's amount or a paid maintenance invoice's total, or a credit note's amount, negative). Sum `cents` by
 * `user_id` for what each customer's money kept is. Without a scope, all time.
 *
 * All time, the orders are read as two branches so the one of paid orders is the partial index
 * `orders_paid_user_amount_idx` alone (the admin's sort by spend aggregates every paid order); refunded orders and
 * credit notes are few.
 */
export function keptEntries(scope?: KeptScope): SQL {
  const orderBranches = scope
    ? sql`select o.user_id, 1 as orders, o.amount_cents::bigint as cents from ${orders} o where ${orderCounts(scope)}`
    : sql`select o.user_id, 1 as orders, o.amount_cents::bigint as cents from ${orders} o
          where ${orderCounts(undefined, ['paid'])}
        union all
        select o.user_id, 1, o.amount_cents::bigint from ${orders} o where ${orderCounts(undefined, ['refunded'])}`
  return sql`${orderBranches}
    union all
    select i.user_id, 0, i.total_cents::bigint from ${invoices} i where ${maintenanceCounts(scope)}
    union all
    select i.user_id, 0, -cn.amount_cents::bigint
      from ${creditNotes} cn join ${invoices} i on i.id = cn.invoice_id
      where (i.order_id is not null
          and exists (select 1 from ${orders} o where o.id = i.order_id and ${orderCounts(scope)}))
        or (i.order_id is null and ${maintenanceCounts(scope)})`
}

/**
 * One account's money kept, in cents, as a correlated subquery on `userId` (a page of the Users tab, one account's
 * record): PostgreSQL pushes the account into each branch.
 */
export function keptBy(userId: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(k.cents), 0) from (${keptEntries()}) k where k.user_id = ${userId})::bigint`
}

/** Money kept per customer over the scope (all time without one): `user_id`, `orders`, `cents`. */
export function keptByCustomer(scope?: KeptScope): SQL {
  return sql`select k.user_id, sum(k.orders)::int as orders, sum(k.cents)::bigint as cents
    from (${keptEntries(scope)}) k where k.user_id is not null group by k.user_id`
}

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

/**
 * The orders that count, as `o`. Over a period: those paid in it, refunded since or not, each less its credit notes
 * (`orders` counts both). All time: the paid ones only, read from the partial index `orders_paid_user_amount_idx`
 * alone (the admin's sort by spend aggregates every one). An order refunded in full is left out there, as its money
 * kept is nothing: it is `refunded` once its refunds reached its total, and each refund is a credit note of it.
 */
function orderCounts(scope: KeptScope | undefined): SQL {
  const statuses = sql.join(
    (scope ? PAID_ORDER : (['paid'] as const)).map((s) => sql`${s}`),
    sql`, `,
  )
  return sql`o.status in (${statuses}) and ${paidBetween(sql`o.paid_at`, scope)}
    and ${projectIn(sql`kp.order_id = o.id`, scope)}`
}

/** A paid maintenance invoice of the scope, as `i`. */
function maintenanceCounts(scope: KeptScope | undefined): SQL {
  return sql`i.subscription_id is not null and i.status = 'paid' and ${paidBetween(sql`i.paid_at`, scope)}
    and ${projectIn(sql`kp.id = i.project_id`, scope)}`
}

/** The orders of money kept: `user_id`, `orders` (1) and `cents` (the order's amount). */
function orderEntries(scope: KeptScope | undefined): SQL {
  return sql`select o.user_id, 1 as orders, o.amount_cents as cents from ${orders} o where ${orderCounts(scope)}`
}

/**
 * The other entries of money kept, few beside the orders: the paid maintenance invoices (`cents` their total) and
 * every credit note against what counts (`cents` its amount, negative). Amounts stay integers, so their sums are
 * bigints (a sum of bigints would be numeric, several times slower to add up).
 */
function otherEntries(scope: KeptScope | undefined): SQL {
  return sql`select i.user_id, 0 as orders, i.total_cents as cents from ${invoices} i where ${maintenanceCounts(scope)}
    union all
    select i.user_id, 0 as orders, -cn.amount_cents as cents
      from ${creditNotes} cn join ${invoices} i on i.id = cn.invoice_id
      where (i.order_id is not null
          and exists (select 1 from ${orders} o where o.id = i.order_id and ${orderCounts(scope)}))
        or (i.order_id is null and ${maintenanceCounts(scope)})`
}

/**
 * One account's money kept, in cents, as a correlated subquery on `userId` (a page of the Users tab, one account's
 * record): PostgreSQL pushes the account into each branch, each read from an index by customer.
 */
export function keptBy(userId: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(k.cents), 0)
    from (${orderEntries(undefined)} union all ${otherEntries(undefined)}) k where k.user_id = ${userId})::bigint`
}

/**
 * Money kept per customer over the scope (all time without one): `user_id`, `orders` (paid orders), `cents`. The
 * orders are summed by customer apart and the few other entries joined to them, so the large part stays one
 * aggregate over an index.
 */
export function keptByCustomer(scope?: KeptScope): SQL {
  return sql`select coalesce(p.user_id, a.user_id) as user_id,
      (coalesce(p.orders, 0) + coalesce(a.orders, 0))::int as orders,
      (coalesce(p.cents, 0) + coalesce(a.cents, 0))::bigint as cents
    from (
      select k.user_id, count(*) as orders, sum(k.cents) as cents from (${orderEntries(scope)}) k
      where k.user_id is not null group by k.user_id
    ) p
    full join (
      select k.user_id, sum(k.orders) as orders, sum(k.cents) as cents from (${otherEntries(scope)}) k
      where k.user_id is not null group by k.user_id
    ) a on a.user_id = p.user_id`
}

import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { invoicesKeptByCustomer } from '../billing'
import { projectsInStatuses } from '../projects'

/*
 * Money kept: what a customer paid less what went back. The one definition behind the admin Users tab's Total
 * Spent, an account's record and the finance dashboard's customers (how many paid, and who paid most):
 *
 *   their paid orders (paid or refunded since: paid once, at the order's amount)          — orders, here
 * + their paid maintenance invoices (at the invoice's total)                               — billing
 * − every credit note issued against those orders' invoices and those maintenance invoices — billing, the
 *   orders' ones counted where their order counts (each refund, full or partial, of a card or a manual payment,
 *   is one)
 *
 * It is the ledger's net revenue (billing's `ledgerTotals`) taken customer by customer: over every customer and all
 * time the two are the same sum. Over a period it counts the orders and invoices paid in the period, each less its
 * own credit notes whenever they were issued (the ledger takes a credit note off on its own day instead). Each
 * module sums its own rows per customer, one statement each (projects' too when the scope names statuses); the
 * parts are added here.
 */

/** Which payments count: paid in [from, to), their project (an order's, a maintenance invoice's) in these statuses. */
export interface KeptScope {
  from: Date
  to: Date
  projectStatuses?: readonly string[]
}

/** A customer's money kept: `orders` paid orders counted, `cents` kept. */
export interface Kept {
  orders: number
  cents: number
}

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`

/**
 * The orders that count, as `o`. Over a period: those paid in it, refunded since or not, each less its credit notes
 * (`orders` counts both). All time: the paid ones only, read from the partial index `orders_paid_user_amount_idx`
 * alone (the admin's sort by spend aggregates every one). An order refunded in full is left out there, as its money
 * kept is nothing: it is `refunded` once its refunds reached its total, and each refund is a credit note of it.
 */
function orderCounts(scope: KeptScope | undefined, orderIds: readonly number[] | undefined) {
  return sql`${scope ? sql`o.status in ('paid', 'refunded')` : sql`o.status = 'paid'`}
    ${
      scope
        ? sql`and o.paid_at >= ${scope.from.toISOString()}::timestamptz and o.paid_at < ${scope.to.toISOString()}::timestamptz`
        : sql``
    }
    ${orderIds ? sql`and o.id = any(${ids(orderIds)})` : sql``}`
}

/**
 * Orders' part, in one statement: per customer, the orders that count and their amounts, and which of the orders
 * credit notes were issued against count (their credit notes come off).
 */
async function ordersKept(
  tx: Executor,
  opts: { userIds?: readonly number[]; scope?: KeptScope; orderIds?: readonly number[]; credited: number[] },
) {
  const counts = orderCounts(opts.scope, opts.orderIds)
  const result = await tx.execute(sql`
    select o.user_id, count(*)::int as orders, sum(o.amount_cents)::bigint as cents, null::int as credited
      from ${orders} o
      where ${counts} and o.user_id is not null
        ${opts.userIds ? sql`and o.user_id = any(${ids(opts.userIds)})` : sql``}
      group by o.user_id
    union all
    select null, 0, 0, o.id from ${orders} o
      where ${opts.credited.length ? sql`o.id = any(${ids(opts.credited)}) and ${counts}` : sql`false`}`)
  return (
    result as unknown as {
      rows: { user_id: number | null; orders: number; cents: string | number; credited: number | null }[]
    }
  ).rows
}

/**
 * Money kept per customer over the scope (all time without one): the given customers' (those with none are not in
 * the answer: they kept 0), or every customer's that paid anything. Three statements at most whatever the number of
 * customers: projects' ids in the scope's statuses (when it names some), billing's part, then orders'.
 */
export async function moneyKeptByCustomer(
  tx: Executor,
  opts: { userIds?: readonly number[]; scope?: KeptScope } = {},
): Promise<Map<number, Kept>> {
  const kept = new Map<number, Kept>()
  if (opts.userIds && !opts.userIds.length) return kept
  const userIds = opts.userIds && [...new Set(opts.userIds)]
  const { scope } = opts
  const inStatuses = scope?.projectStatuses ? await projectsInStatuses(tx, scope.projectStatuses) : undefined
  const invoices = await invoicesKeptByCustomer(tx, {
    ...(userIds ? { userIds } : {}),
    ...(scope ? { period: { from: scope.from, to: scope.to } } : {}),
    ...(inStatuses ? { projectIds: inStatuses.projectIds } : {}),
  })
  const rows = await ordersKept(tx, {
    ...(userIds ? { userIds } : {}),
    ...(scope ? { scope } : {}),
    ...(inStatuses ? { orderIds: inStatuses.orderIds } : {}),
    credited: [...new Set(invoices.orderCredits.map((c) => c.orderId))],
  })
  const add = (userId: number, orders: number, cents: number) => {
    const k = kept.get(userId)
    if (k) {
      k.orders += orders
      k.cents += cents
    } else kept.set(userId, { orders, cents })
  }
  const counting = new Set<number>()
  for (const r of rows) {
    if (r.credited !== null) counting.add(Number(r.credited))
    else add(Number(r.user_id), Number(r.orders), Number(r.cents))
  }
  for (const [userId, cents] of invoices.maintenance) add(userId, 0, cents)
  for (const c of invoices.orderCredits) if (counting.has(c.orderId)) add(c.userId, 0, c.cents)
  return kept
}

/**
 * Customers ranked by money kept, least first, then by id (the Users tab sorted by spend reads it either way
 * round; a customer with nothing kept is not here and counts as 0).
 */
export async function rankByMoneyKept(tx: Executor, scope?: KeptScope) {
  const kept = await moneyKeptByCustomer(tx, scope ? { scope } : {})
  return [...kept]
    .map(([userId, k]) => ({ userId, orders: k.orders, cents: k.cents }))
    .sort((a, b) => a.cents - b.cents || a.userId - b.userId)
}

/**
 * The `k` customers who kept the most, most first, ties by the higher id (the Users tab's first pages sorted by
 * spend), without reading every customer's figure into the process: billing's part names the few customers it
 * changes; orders ranks the others by their paid orders alone in the database and answers k more than those, so
 * the k best of the others are among them, and the changed customers are added up in full. Two statements.
 * `complete` when that was every customer with anything kept: `ranked` is then all of them, not only k.
 */
export async function topByMoneyKept(tx: Executor, k: number) {
  const invoices = await invoicesKeptByCustomer(tx, {})
  const changed = [
    ...new Set([...invoices.maintenance.keys(), ...invoices.orderCredits.map((c) => c.userId)]),
  ]
  const credited = [...new Set(invoices.orderCredits.map((c) => c.orderId))]
  const counts = orderCounts(undefined, undefined)
  const result = await tx.execute(sql`
    (select o.user_id, sum(o.amount_cents)::bigint as cents, null::int as credited
      from ${orders} o where ${counts} and o.user_id is not null
      group by o.user_id order by cents desc, o.user_id desc limit ${k + changed.length})
    union all
    (select o.user_id, sum(o.amount_cents)::bigint, -1 from ${orders} o
      where ${changed.length ? sql`o.user_id = any(${ids(changed)}) and ${counts}` : sql`false`}
      group by o.user_id)
    union all
    (select null, 0, o.id from ${orders} o
      where ${credited.length ? sql`o.id = any(${ids(credited)}) and ${counts}` : sql`false`})`)
  const rows = (
    result as unknown as {
      rows: { user_id: number | null; cents: string | number; credited: number | null }[]
    }
  ).rows
  const isChanged = new Set(changed)
  const kept = new Map<number, number>(changed.map((id) => [id, 0]))
  const counting = new Set<number>()
  for (const r of rows) {
    if (r.credited === null) {
      if (!isChanged.has(Number(r.user_id))) kept.set(Number(r.user_id), Number(r.cents))
    } else if (r.credited === -1) kept.set(Number(r.user_id), kept.get(Number(r.user_id))! + Number(r.cents))
    else counting.add(Number(r.credited))
  }
  for (const [userId, cents] of invoices.maintenance) kept.set(userId, kept.get(userId)! + cents)
  for (const c of invoices.orderCredits)
    if (counting.has(c.orderId)) kept.set(c.userId, kept.get(c.userId)! + c.cents)
  const complete = rows.filter((r) => r.credited === null).length < k + changed.length
  const ranked = [...kept]
    .map(([userId, cents]) => ({ userId, cents }))
    .sort((a, b) => b.cents - a.cents || b.userId - a.userId)
  return { ranked: complete ? ranked : ranked.slice(0, k), complete }
}

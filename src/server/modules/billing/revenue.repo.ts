import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

/*
 * The ledger's one read: what came in and what went back, between instants. Revenue is what was paid: orders
 * (their total after coupons, on the day they were paid, whether refunded since or not) and maintenance invoices
 * (on the day they were paid); what went back is the credit notes, on the day they were issued. The admin
 * overview and the finance dashboard both read it, so their revenue agrees.
 */

/** What the ledger holds between two instants. */
export interface LedgerInterval {
  /** Included. */
  from: Date
  /** Excluded. */
  to: Date
  /** Paid orders' totals, and how many orders. */
  orderCents: number
  orders: number
  /** Paid maintenance invoices' totals. */
  maintenanceCents: number
  /** Credit notes issued. */
  creditedCents: number
}

export interface LedgerFilter {
  /** Only what belongs to a project in one of these statuses (an order's project, an invoice's project). */
  projectStatuses?: readonly string[]
}

/** Earliest and latest instants "all time" stands for. */
const BEGINNING = new Date(Date.UTC(1970, 0, 1))
const END = new Date(Date.UTC(9999, 11, 31))

const DAY_MS = 86_400_000
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const instants = (list: readonly Date[]) =>
  list.length
    ? sql`array[${sql.join(
        list.map((b) => sql`${b.toISOString()}::timestamptz`),
        sql`, `,
      )}]`
    : sql`array[]::timestamptz[]`

/** What the ledger holds in one interval under one project status (null: no project). */
export interface LedgerStatusEntry {
  /** The interval's index: [bounds[interval], bounds[interval + 1]). */
  interval: number
  projectStatus: string | null
  orderCents: number
  orders: number
  maintenanceCents: number
  creditedCents: number
}

/**
 * The ledger cut at `bounds` (ascending instants), by interval and project status, in one SQL statement. Whole
 * UTC days come from `ledger_days` (the ledger summed by day and status, kept by triggers in every writing
 * transaction: migration 0025); a UTC day a bound cuts (a studio day starts at its own midnight, not UTC's) is
 * read from the orders, invoices and credit notes themselves, to the instant. Both parts put each entry under
 * its project's status by the same SQL functions the triggers use.
 */
export async function ledgerByIntervalAndStatus(
  tx: Executor,
  bounds: readonly Date[],
): Promise<LedgerStatusEntry[]> {
  if (bounds.length < 2) return []
  const first = bounds[0]!.getTime()
  const last = bounds.at(-1)!.getTime()
  // The UTC days a bound falls inside of (not at their midnight): read to the instant, within [first, last).
  const cut = [
    ...new Set(bounds.filter((b) => b.getTime() % DAY_MS !== 0).map((b) => Math.floor(b.getTime() / DAY_MS))),
  ]
  // Each such day's part within [first, last), as literal ranges the planner estimates from its statistics.
  const ranges = cut.map((d) => [
    new Date(Math.max(first, d * DAY_MS)).toISOString(),
    new Date(Math.min(last, (d + 1) * DAY_MS)).toISOString(),
  ])
  const within = (column: SQL) =>
    ranges.length
      ? sql.join(
          ranges.map(([f, t]) => sql`(${column} >= ${f}::timestamptz and ${column} < ${t}::timestamptz)`),
          sql` or `,
        )
      : sql`false`
  const result = await tx.execute(sql`
    select width_bucket(s.at, ${instants(bounds)}) as bucket, s.status, sum(s.order_cents)::bigint as order_cents,
      sum(s.orders)::int as orders, sum(s.maintenance_cents)::bigint as maintenance_cents,
      sum(s.credited_cents)::bigint as credited_cents
    from (
      select r.day::timestamp at time zone 'UTC' as at, r.project_status as status, r.order_cents, r.orders,
          r.maintenance_cents, r.credited_cents
        from ledger_days r
        where r.day >= ${dayText(Math.ceil(first / DAY_MS))}::date and r.day < ${dayText(Math.floor(last / DAY_MS))}::date
          ${
            cut.length
              ? sql`and r.day not in (${sql.join(
                  cut.map((d) => sql`${dayText(d)}::date`),
                  sql`, `,
                )})`
              : sql``
          }
      union all
      select o.paid_at, ledger_order_status(o.id), o.amount_cents, 1, 0, 0
        from orders o where o.status in ('paid', 'refunded') and (${within(sql`o.paid_at`)})
      union all
      select i.paid_at, ledger_project_status(i.project_id), 0, 0, i.total_cents, 0
        from invoices i where i.subscription_id is not null and i.status = 'paid' and (${within(sql`i.paid_at`)})
      union all
      select c.created_at, ledger_invoice_status(ci.project_id, ci.order_id), 0, 0, 0, c.amount_cents
        from credit_notes c join invoices ci on ci.id = c.invoice_id where ${within(sql`c.created_at`)}
    ) s
    group by 1, 2`)
  const rows = (
    result as unknown as {
      rows: {
        bucket: number
        status: string | null
        order_cents: string
        orders: number
        maintenance_cents: string
        credited_cents: string
      }[]
    }
  ).rows
  return rows
    .filter((r) => Number(r.bucket) >= 1 && Number(r.bucket) < bounds.length)
    .map((r) => ({
      interval: Number(r.bucket) - 1,
      projectStatus: r.status,
      orderCents: Number(r.order_cents),
      orders: Number(r.orders),
      maintenanceCents: Number(r.maintenance_cents),
      creditedCents: Number(r.credited_cents),
    }))
}

/**
 * The ledger cut at `bounds` (ascending instants): one entry per interval [bounds[i], bounds[i + 1]), only what
 * belongs to a project in one of `filter.projectStatuses` when given.
 */
export async function ledgerByInterval(
  tx: Executor,
  bounds: readonly Date[],
  filter: LedgerFilter = {},
): Promise<LedgerInterval[]> {
  return sumIntervals(bounds, await ledgerByIntervalAndStatus(tx, bounds), filter)
}

/** Entries by interval and status summed by interval, keeping the statuses of the filter when it has some. */
export function sumIntervals(
  bounds: readonly Date[],
  entries: readonly LedgerStatusEntry[],
  filter: LedgerFilter = {},
): LedgerInterval[] {
  const out: LedgerInterval[] = bounds.slice(0, -1).map((from, i) => ({
    from,
    to: bounds[i + 1]!,
    orderCents: 0,
    orders: 0,
    maintenanceCents: 0,
    creditedCents: 0,
  }))
  const statuses = filter.projectStatuses
  for (const e of entries) {
    if (statuses && !(e.projectStatus !== null && statuses.includes(e.projectStatus))) continue
    const entry = out[e.interval]!
    entry.orderCents += e.orderCents
    entry.orders += e.orders
    entry.maintenanceCents += e.maintenanceCents
    entry.creditedCents += e.creditedCents
  }
  return out
}

/** The ledger between two instants (all time when they are left out). */
export async function ledgerTotals(
  tx: Executor,
  range: { from?: Date; to?: Date } = {},
  filter: LedgerFilter = {},
): Promise<LedgerInterval> {
  const [one] = await ledgerByInterval(tx, [range.from ?? BEGINNING, range.to ?? END], filter)
  return one!
}

/**
 * Folds `ledger_days` into one row per day and status (the triggers add a row per writing statement). Safe beside
 * writers and another fold: writers only add rows, and a row two folds both see is deleted, and summed, by one.
 * Answers how many rows it folded.
 */
export async function foldLedgerDays(tx: Executor): Promise<number> {
  const result = await tx.execute(sql`
    with gone as (delete from ledger_days returning *),
    kept as (
      insert into ledger_days (day, project_status, order_cents, orders, maintenance_cents, credited_cents)
      select day, project_status, sum(order_cents), sum(orders), sum(maintenance_cents), sum(credited_cents)
        from gone group by day, project_status
        having sum(order_cents) <> 0 or sum(orders) <> 0 or sum(maintenance_cents) <> 0 or sum(credited_cents) <> 0
      returning 1
    )
    select (select count(*) from gone)::int as folded, (select count(*) from kept)::int as kept`)
  return (result as unknown as { rows: { folded: number }[] }).rows[0]!.folded
}

/**
 * Where `ledger_days` disagrees with the ledger summed again from the orders, invoices and credit notes (none when
 * the triggers kept it true): the day, the status, and both sums.
 */
export async function ledgerDaysDrift(tx: Executor) {
  const result = await tx.execute(sql`
    with direct as (
      select d.day, d.status, sum(d.order_cents)::bigint as order_cents, sum(d.orders)::int as orders,
        sum(d.maintenance_cents)::bigint as maintenance_cents, sum(d.credited_cents)::bigint as credited_cents
      from (
        select ledger_day(o.paid_at) as day, ledger_order_status(o.id) as status, o.amount_cents as order_cents,
          1 as orders, 0 as maintenance_cents, 0 as credited_cents
          from orders o where o.status in ('paid', 'refunded') and o.paid_at is not null
        union all
        select ledger_day(i.paid_at), ledger_project_status(i.project_id), 0, 0, i.total_cents, 0
          from invoices i where i.subscription_id is not null and i.status = 'paid' and i.paid_at is not null
        union all
        select ledger_day(c.created_at), ledger_invoice_status(i.project_id, i.order_id), 0, 0, 0, c.amount_cents
          from credit_notes c join invoices i on i.id = c.invoice_id
      ) d group by 1, 2
    ),
    rolled as (
      select day, project_status as status, sum(order_cents)::bigint as order_cents, sum(orders)::int as orders,
        sum(maintenance_cents)::bigint as maintenance_cents, sum(credited_cents)::bigint as credited_cents
      from ledger_days group by 1, 2
    )
    select coalesce(d.day, r.day)::text as day, coalesce(d.status, r.status) as status,
      row(d.order_cents, d.orders, d.maintenance_cents, d.credited_cents)::text as direct,
      row(r.order_cents, r.orders, r.maintenance_cents, r.credited_cents)::text as rolled
    from direct d full join rolled r on r.day = d.day and r.status is not distinct from d.status
    where d.day is null and (r.order_cents, r.orders, r.maintenance_cents, r.credited_cents) <> (0, 0, 0, 0)
      or r.day is null
      or (d.order_cents, d.orders, d.maintenance_cents, d.credited_cents)
        <> (r.order_cents, r.orders, r.maintenance_cents, r.credited_cents)`)
  return (
    result as unknown as { rows: { day: string; status: string | null; direct: string; rolled: string }[] }
  ).rows
}

import { sql } from 'drizzle-orm'
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

/**
 * The ledger cut at `bounds` (ascending instants): one entry per interval [bounds[i], bounds[i + 1]), in one SQL
 * statement (each source is put into its interval by `width_bucket` and summed by interval).
 */
export async function ledgerByInterval(
  tx: Executor,
  bounds: readonly Date[],
  filter: LedgerFilter = {},
): Promise<LedgerInterval[]> {
  if (bounds.length < 2) return []
  const thresholds = sql`array[${sql.join(
    bounds.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  )}]`
  const first = bounds[0]!.toISOString()
  const last = bounds.at(-1)!.toISOString()
  const statuses = filter.projectStatuses
  const projectIn = (projectId: ReturnType<typeof sql>) =>
    statuses
      ? sql`and exists (select 1 from projects p where p.id = ${projectId} and p.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )}))`
      : sql``
  const orderProject = statuses
    ? sql`and exists (select 1 from projects p where p.order_id = o.id and p.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )}))`
    : sql``
  const result = await tx.execute(sql`
    select bucket, kind, sum(cents)::bigint as cents, count(*)::int as n from (
      select width_bucket(o.paid_at, ${thresholds}) as bucket, 'order' as kind, o.amount_cents as cents
        from orders o
        where o.status in ('paid', 'refunded') and o.paid_at >= ${first}::timestamptz
          and o.paid_at < ${last}::timestamptz ${orderProject}
      union all
      select width_bucket(i.paid_at, ${thresholds}), 'maintenance', i.total_cents
        from invoices i
        where i.subscription_id is not null and i.status = 'paid' and i.paid_at >= ${first}::timestamptz
          and i.paid_at < ${last}::timestamptz ${projectIn(sql`i.project_id`)}
      union all
      select width_bucket(c.created_at, ${thresholds}), 'credit', c.amount_cents
        from credit_notes c join invoices ci on ci.id = c.invoice_id
        where c.created_at >= ${first}::timestamptz and c.created_at < ${last}::timestamptz
          ${projectIn(sql`coalesce(ci.project_id, (select po.id from projects po where po.order_id = ci.order_id))`)}
    ) s
    group by bucket, kind`)
  const rows = (result as unknown as { rows: { bucket: number; kind: string; cents: string; n: number }[] })
    .rows
  const out: LedgerInterval[] = bounds.slice(0, -1).map((from, i) => ({
    from,
    to: bounds[i + 1]!,
    orderCents: 0,
    orders: 0,
    maintenanceCents: 0,
    creditedCents: 0,
  }))
  for (const row of rows) {
    const entry = out[Number(row.bucket) - 1]
    if (!entry) continue
    const cents = Number(row.cents)
    if (row.kind === 'order') {
      entry.orderCents += cents
      entry.orders += Number(row.n)
    } else if (row.kind === 'maintenance') entry.maintenanceCents += cents
    else entry.creditedCents += cents
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

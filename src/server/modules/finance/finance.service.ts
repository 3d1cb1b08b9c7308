import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns'
import { toCurrency } from '../../../shared/money'
import {
  type FinanceFilterQuery,
  type FinanceOrderDetail,
  type FinanceOrderRow,
  type FinanceOrdersQuery,
  type FinanceOrdersResponse,
  type FinancePeriodInfo,
  type FinanceStatsResponse,
  type FinanceStatusFilter,
} from '../../../shared/contracts/finance'
import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/lifecycle'
import type { OrderStatus } from '../../../shared/states'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import {
  invoicePdfUrl,
  findOrderInvoiceBrief,
  ledgerByIntervalAndStatus,
  orderLedger,
  refundableCents,
  sumIntervals,
} from '../billing'
import { findOrderDocuments, periodCounts } from '../orders'
import { studioTimeZone } from '../site-settings'
import {
  countPaidOrders,
  findOrderRecord,
  type FinanceOrderRecord,
  type FinanceScope,
  listPaidOrders,
  paidCustomers,
} from './finance.reads'

export const FINANCE_MESSAGES = { orderNotFound: 'Order not found' }

/** In words, for the page: what the revenue figures count. */
export const REVENUE_BASIS =
  'Paid orders and paid maintenance invoices, on the day they were paid; refunds are the credit notes issued.'

const TOP = 10

/** The status filter's groups as project statuses (in progress: requirements_needed … awaiting_approval). */
const IN_PROGRESS = PROJECT_STATUSES.slice(
  PROJECT_STATUSES.indexOf('requirements_needed'),
  PROJECT_STATUSES.indexOf('awaiting_approval') + 1,
)
const STATUS_GROUPS = {
  completed: ['completed'],
  in_progress: IN_PROGRESS,
  delivered: ['delivered'],
  cancelled: ['cancelled'],
} as const satisfies Record<Exclude<FinanceStatusFilter, 'all'>, readonly ProjectStatus[]>
type StatusGroup = keyof typeof STATUS_GROUPS

export function projectStatusesOf(status: FinanceStatusFilter): readonly string[] | undefined {
  return status === 'all' ? undefined : STATUS_GROUPS[status]
}

function groupOf(status: string | null): StatusGroup | null {
  for (const [group, statuses] of Object.entries(STATUS_GROUPS))
    if ((statuses as readonly string[]).includes(status ?? '')) return group as StatusGroup
  return null
}

/** A percentage with one decimal; none when there is nothing to divide by. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null)

/** The report's period: `days` calendar days in the studio's zone ending today, as instants and as days. */
export interface FinancePeriod {
  info: FinancePeriodInfo
  /** The first day's start, and the start of tomorrow (excluded). */
  from: Date
  to: Date
  /** This calendar month's start and the last one's, in the zone. */
  monthStart: Date
  lastMonthStart: Date
  /** Every month the period touches, oldest first: its start and YYYY-MM. */
  months: { start: Date; month: string }[]
}

export function financePeriod(now: Date, days: number, timeZone: string): FinancePeriod {
  const today = startOfDay(new TZDate(now.getTime(), timeZone))
  const from = subDays(today, days - 1)
  const to = addDays(today, 1)
  const monthStart = startOfMonth(today)
  const months: FinancePeriod['months'] = []
  for (let m = startOfMonth(from); m.getTime() < to.getTime(); m = addMonths(m, 1))
    months.push({ start: new Date(m.getTime()), month: format(m, 'yyyy-MM') })
  return {
    info: { days, from: format(from, 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd'), timeZone },
    from: new Date(from.getTime()),
    to: new Date(to.getTime()),
    monthStart: new Date(monthStart.getTime()),
    lastMonthStart: new Date(subMonths(monthStart, 1).getTime()),
    months,
  }
}

/** Today's date (YYYY-MM-DD) in the studio's zone. */
export function studioToday(now: Date, timeZone: string) {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd')
}

/** The period and scope a request reads, with the studio's time zone read from the settings. */
export async function financeScope(
  ctx: AppContext,
  query: Pick<FinanceFilterQuery, 'days' | 'status'>,
): Promise<{ period: FinancePeriod; scope: FinanceScope; timeZone: string }> {
  const timeZone = await studioTimeZone(ctx.db)
  const period = financePeriod(ctx.clock.now(), query.days, timeZone)
  const projectStatuses = projectStatusesOf(query.status)
  return {
    period,
    timeZone,
    scope: { from: period.from, to: period.to, ...(projectStatuses ? { projectStatuses } : {}) },
  }
}

export function toFinanceOrderRow(r: FinanceOrderRecord): FinanceOrderRow {
  return {
    id: r.id,
    customer: { id: r.userId ?? 0, name: r.name, email: r.email },
    project:
      r.projectId !== null
        ? { id: r.projectId, title: r.projectTitle ?? '', status: r.projectStatus as ProjectStatus }
        : null,
    amountCents: r.amountCents,
    refundedCents: r.creditedCents,
    currency: toCurrency(r.currency),
    status: r.status as OrderStatus,
    paymentMethod: r.paymentMethod,
    couponCodes: r.couponCodes,
    invoiceNumber: r.invoiceNumber,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }
}

/**
 * The dashboard's cards, charts and tables: four statements run together. The ledger by interval and project
 * status (whole days from the daily ledger, the cut days to the instant) gives the revenue, refunds, orders and
 * the status split; one pass over the period's paid orders gives the customers; two counts, and the last orders.
 */
export async function getFinanceStats(
  ctx: AppContext,
  query: Pick<FinanceFilterQuery, 'days' | 'status'>,
): Promise<FinanceStatsResponse> {
  const { period, scope } = await financeScope(ctx, query)
  // The ledger cut at every month start from the last month (or the period's first) on, and at the period's
  // first instant: each interval lies in one month, wholly in the period or wholly before it.
  const first = Math.min(period.months[0]!.start.getTime(), period.lastMonthStart.getTime())
  const cuts = new Set<number>([period.from.getTime(), period.to.getTime(), period.lastMonthStart.getTime()])
  for (const m of period.months) cuts.add(m.start.getTime())
  cuts.add(first)
  const bounds = [...cuts].sort((a, b) => a - b).map((t) => new Date(t))
  const filter = scope.projectStatuses ? { projectStatuses: scope.projectStatuses } : {}
  const [entries, counts, customers, recent] = await Promise.all([
    ledgerByIntervalAndStatus(ctx.db, bounds),
    periodCounts(ctx.db, scope),
    paidCustomers(ctx.db, scope, TOP),
    listPaidOrders(ctx.db, scope, { sort: 'newest', limit: TOP, offset: 0 }),
  ])
  const ledger = sumIntervals(bounds, entries, filter)
  // Paid orders by their project's status over the period, from the same entries.
  const inPeriod = new Set(
    ledger.flatMap((l, i) =>
      l.from.getTime() >= period.from.getTime() && l.to.getTime() <= period.to.getTime() ? [i] : [],
    ),
  )
  const byStatus = new Map<string | null, { orders: number; cents: number }>()
  for (const e of entries) {
    if (!inPeriod.has(e.interval)) continue
    if (
      scope.projectStatuses &&
      !(e.projectStatus !== null && scope.projectStatuses.includes(e.projectStatus))
    )
      continue
    const s = byStatus.get(e.projectStatus) ?? { orders: 0, cents: 0 }
    s.orders += e.orders
    s.cents += e.orderCents
    byStatus.set(e.projectStatus, s)
  }
  const within = (from: Date, to: Date) =>
    ledger.filter((i) => i.from.getTime() >= from.getTime() && i.to.getTime() <= to.getTime())
  const sum = (list: typeof ledger) =>
    list.reduce(
      (s, i) => ({
        gross: s.gross + i.orderCents + i.maintenanceCents,
        orderCents: s.orderCents + i.orderCents,
        orders: s.orders + i.orders,
        credited: s.credited + i.creditedCents,
      }),
      { gross: 0, orderCents: 0, orders: 0, credited: 0 },
    )
  const total = sum(within(period.from, period.to))
  const thisMonth = sum(within(period.monthStart, period.to))
  const lastMonth = sum(within(period.lastMonthStart, period.monthStart))
  const revenueByMonth = period.months.map((m, i) => {
    const end = period.months[i + 1]?.start ?? period.to
    const start = m.start.getTime() < period.from.getTime() ? period.from : m.start
    const s = sum(within(start, end))
    return {
      month: m.month,
      revenueCents: s.gross,
      refundedCents: s.credited,
      orders: s.orders,
    }
  })
  const groups = (Object.keys(STATUS_GROUPS) as StatusGroup[]).map((status) => {
    const rows = [...byStatus].filter(([s]) => groupOf(s) === status).map(([, r]) => r)
    return {
      status,
      orders: rows.reduce((n, r) => n + r.orders, 0),
      revenueCents: rows.reduce((n, r) => n + r.cents, 0),
    }
  })
  return {
    period: period.info,
    status: query.status,
    revenueBasis: REVENUE_BASIS,
    totalRevenueCents: total.gross,
    refundedAmountCents: total.credited,
    netRevenueCents: total.gross - total.credited,
    monthlyRevenueCents: thisMonth.gross,
    lastMonthRevenueCents: lastMonth.gross,
    monthlyGrowth: lastMonth.gross
      ? Math.round(((thisMonth.gross - lastMonth.gross) / lastMonth.gross) * 1000) / 10
      : null,
    totalOrders: total.orders,
    monthlyOrders: thisMonth.orders,
    averageOrderValueCents: total.orders ? Math.round(total.orderCents / total.orders) : 0,
    activeCustomers: customers.active,
    // A checkout has no project until it is paid: checkouts and card payments are the whole studio's, whatever
    // the status filter, and the conversion is the share of the period's card checkouts that were paid.
    checkoutsStarted: counts.checkoutsStarted,
    checkoutsPaid: counts.checkoutsPaid,
    conversionRate: percent(counts.checkoutsPaid, counts.checkoutsStarted),
    cardPaymentsAttempted: counts.cardPaymentsAttempted,
    cardPaymentsSucceeded: counts.cardPaymentsSucceeded,
    paymentSuccess: percent(counts.cardPaymentsSucceeded, counts.cardPaymentsAttempted),
    revenueByMonth,
    ordersByStatus: groups,
    topCustomers: customers.top.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      orders: c.orders,
      revenueCents: c.cents,
    })),
    recentOrders: recent.map(toFinanceOrderRow),
  }
}

/** The period's paid orders, a page at a time. */
export async function listFinanceOrders(
  ctx: AppContext,
  query: FinanceOrdersQuery,
): Promise<FinanceOrdersResponse> {
  const { scope } = await financeScope(ctx, query)
  const [rows, total] = await Promise.all([
    listPaidOrders(ctx.db, scope, {
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countPaidOrders(ctx.db, scope),
  ])
  return { items: rows.map(toFinanceOrderRow), page: query.page, pageSize: query.pageSize, total }
}

/** One order's lines, coupons, invoice, payment, refunds, credit notes and dispute (the View button's dialog). */
export async function getFinanceOrder(ctx: AppContext, id: number): Promise<FinanceOrderDetail> {
  const [record, docs, invoice] = await Promise.all([
    findOrderRecord(ctx.db, id),
    findOrderDocuments(ctx.db, id),
    findOrderInvoiceBrief(ctx.db, id),
  ])
  if (!record || !docs.order) throw AppError.notFound(FINANCE_MESSAGES.orderNotFound)
  const paid = record.status === 'paid' || record.status === 'refunded'
  const payment = docs.payment
    ? {
        provider: docs.payment.provider,
        status: docs.payment.status,
        reference: docs.payment.providerId,
        paidAt: docs.payment.succeededAt?.toISOString() ?? null,
      }
    : record.paymentMethod !== 'card' && paid
      ? {
          provider: record.paymentMethod,
          status: 'succeeded',
          reference: docs.order.paymentReference,
          paidAt: record.paidAt?.toISOString() ?? null,
        }
      : null
  // Refunds (pending ones count against what is left), credit notes and a dispute, as the ledger holds them.
  const ledger = await orderLedger(ctx.db, id, invoice?.id ?? null)
  const refundable =
    paid && invoice
      ? await refundableCents(ctx.db, { id, invoiceId: invoice.id, totalCents: record.amountCents })
      : 0
  return {
    order: toFinanceOrderRow(record),
    lines: docs.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitAmountCents: l.unitCents,
      amountCents: l.amountCents,
    })),
    subtotalCents: docs.order.subtotalCents,
    discountCents: docs.order.discountCents,
    coupons: docs.order.couponDiscounts.map((c) => ({
      code: c.code,
      discountCents: c.discountCents,
    })),
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          pdfUrl: invoicePdfUrl(invoice.id),
        }
      : null,
    payment,
    refunds: ledger.refunds,
    creditNotes: ledger.creditNotes,
    refundableCents: refundable,
    dispute: ledger.dispute,
  }
}

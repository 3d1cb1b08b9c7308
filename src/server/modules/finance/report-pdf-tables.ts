import {
  FINANCE_STATUS_LABELS,
  type FinanceOrderRow,
  type FinanceStatsResponse,
} from '../../../shared/contracts/finance'
import { STATUS_LABELS } from '../../../shared/lifecycle'
import { drawChart, type MonthRow } from './report-pdf-chart'
import {
  count,
  dayLabel,
  methodLabel,
  monthLabel,
  oneLine,
  STATUS_FILTER_WORDS,
  zoned,
} from './report-pdf-format'
import {
  CARD_FILL,
  type Cell,
  type CellInput,
  columnsOf,
  CONTENT_WIDTH,
  Cursor,
  type Doc,
  drawTable,
  HEADER_HEIGHT,
  INK,
  LEFT,
  MUTED,
  put,
  REFUND,
  RULE,
  sectionTitle,
} from './report-pdf-layout'
import { formatMoney } from '../../../shared/money'

// The finance report's tables: revenue by month (with its chart), orders by status, top customers, every order.

export function drawMonths(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  const months: MonthRow[] = stats.revenueByMonth.map((m) => ({
    label: monthLabel(m.month),
    revenue: m.revenueCents,
    refunded: m.refundedCents,
    orders: m.orders,
  }))
  cursor.ensure(20 + 176)
  sectionTitle(doc, cursor, 'Revenue by month', 'Gross revenue by payment day; refunds by credit-note day')
  drawChart(doc, cursor, months)

  const columns = columnsOf([
    { header: 'Month', weight: 2.4 },
    { header: 'Orders', weight: 1, align: 'right', numeric: true },
    { header: 'Revenue', weight: 1.5, align: 'right', numeric: true },
    { header: 'Refunded', weight: 1.5, align: 'right', numeric: true },
    { header: 'Net', weight: 1.5, align: 'right', numeric: true },
  ])
  const sum = months.reduce(
    (s, m) => ({
      orders: s.orders + m.orders,
      revenue: s.revenue + m.revenue,
      refunded: s.refunded + m.refunded,
    }),
    { orders: 0, revenue: 0, refunded: 0 },
  )
  drawTable(doc, cursor, {
    columns,
    continuedTitle: 'Revenue by month (continued)',
    rows: months.map((m) => [
      m.label.long,
      count(m.orders),
      formatMoney(m.revenue, 'USD', { whole: false }),
      { text: formatMoney(m.refunded, 'USD', { whole: false }), color: m.refunded ? REFUND : INK },
      formatMoney(m.revenue - m.refunded, 'USD', { whole: false }),
    ]),
    totals: [
      'Total',
      count(sum.orders),
      formatMoney(sum.revenue, 'USD', { whole: false }),
      formatMoney(sum.refunded, 'USD', { whole: false }),
      formatMoney(sum.revenue - sum.refunded, 'USD', { whole: false }),
    ],
  })
  cursor.y += 22
}

export function drawStatuses(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  const total = stats.ordersByStatus.reduce((s, r) => s + r.revenueCents, 0)
  cursor.ensure(20 + HEADER_HEIGHT + 17 * stats.ordersByStatus.length + 19)
  sectionTitle(doc, cursor, 'Orders by status', "By the project's stage")
  const columns = columnsOf([
    { header: 'Status', weight: 2.4 },
    { header: 'Orders', weight: 1, align: 'right', numeric: true },
    { header: 'Revenue', weight: 1.5, align: 'right', numeric: true },
    { header: 'Share of revenue', weight: 1.5, align: 'right', numeric: true },
  ])
  drawTable(doc, cursor, {
    columns,
    continuedTitle: 'Orders by status (continued)',
    rows: stats.ordersByStatus.map((r) => [
      FINANCE_STATUS_LABELS[r.status] ?? oneLine(r.status),
      count(r.orders),
      formatMoney(r.revenueCents, 'USD', { whole: false }),
      total ? `${((r.revenueCents / total) * 100).toFixed(1)}%` : '—',
    ]),
    totals: [
      'Total',
      count(stats.ordersByStatus.reduce((s, r) => s + r.orders, 0)),
      formatMoney(total, 'USD', { whole: false }),
      total ? '100.0%' : '—',
    ],
  })
  cursor.y += 22
}

export function drawTopCustomers(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  cursor.ensure(20 + HEADER_HEIGHT + 17 * stats.topCustomers.length)
  sectionTitle(doc, cursor, 'Top customers', `The ${stats.topCustomers.length} who paid most in the period`)
  // Each customer's revenue is money kept (paid less refunds): its share is of the net revenue.
  const total = stats.netRevenueCents
  const columns = columnsOf([
    { header: '#', weight: 0.4, align: 'right' },
    { header: 'Customer', weight: 2.2 },
    { header: 'E-mail', weight: 2.6 },
    { header: 'Orders', weight: 0.9, align: 'right', numeric: true },
    { header: 'Revenue', weight: 1.3, align: 'right', numeric: true },
    { header: 'Share', weight: 0.9, align: 'right', numeric: true },
  ])
  drawTable(doc, cursor, {
    columns,
    continuedTitle: 'Top customers (continued)',
    rows: stats.topCustomers.map((c, i) => [
      String(i + 1),
      { text: oneLine(c.name) || '—', bold: true },
      oneLine(c.email),
      count(c.orders),
      formatMoney(c.revenueCents, 'USD', { whole: false }),
      total > 0 ? `${((c.revenueCents / total) * 100).toFixed(1)}%` : '—',
    ]),
  })
  cursor.y += 22
}

function orderStatus(order: FinanceOrderRow): Cell {
  const amount = order.amountCents
  const refunded = order.refundedCents
  const project = order.project ? STATUS_LABELS[order.project.status] : 'No project'
  // Under the project's stage, what happened to the money when it was not simply paid.
  const sub =
    order.status === 'refunded' || (refunded > 0 && refunded >= amount)
      ? 'Refunded'
      : refunded > 0
        ? 'Partly refunded'
        : order.status === 'paid'
          ? undefined
          : methodLabel(order.status)
  return { text: project, sub }
}

export function drawOrders(
  doc: Doc,
  cursor: Cursor,
  orders: FinanceOrderRow[],
  when: ReturnType<typeof zoned>,
) {
  cursor.ensure(20 + HEADER_HEIGHT + 25 * 3)
  sectionTitle(
    doc,
    cursor,
    'Orders',
    `${count(orders.length)} paid ${orders.length === 1 ? 'order' : 'orders'}`,
  )
  const columns = columnsOf([
    { header: 'Order', weight: 0.9 },
    { header: 'Paid on', weight: 1.15 },
    { header: 'Customer', weight: 1.95 },
    { header: 'Project', weight: 1.75 },
    { header: 'Status', weight: 1.7 },
    { header: 'Amount', weight: 1.1, align: 'right', numeric: true },
    { header: 'Refunded', weight: 1.05, align: 'right', numeric: true },
  ])
  let amount = 0
  let refunded = 0
  const rows = orders.map((o): CellInput[] => {
    const a = o.amountCents
    const r = o.refundedCents
    amount += a
    refunded += r
    return [
      { text: `#${o.id}`, bold: true, sub: o.invoiceNumber ? oneLine(o.invoiceNumber) : 'No invoice' },
      { text: when.date(o.paidAt ?? o.createdAt), sub: methodLabel(o.paymentMethod) },
      { text: oneLine(o.customer.name) || '—', sub: oneLine(o.customer.email) },
      {
        text: o.project ? oneLine(o.project.title) || 'Untitled' : '—',
        sub: o.couponCodes.length ? oneLine(`Coupons: ${o.couponCodes.join(', ')}`) : undefined,
      },
      orderStatus(o),
      formatMoney(a, 'USD', { whole: false }),
      { text: r ? formatMoney(r, 'USD', { whole: false }) : '—', color: r ? REFUND : MUTED },
    ]
  })
  drawTable(doc, cursor, {
    columns,
    continuedTitle: 'Orders (continued)',
    rows,
    totals: [
      {
        text: `Total of ${count(orders.length)} ${orders.length === 1 ? 'order' : 'orders'}`,
        sub: `Net of refunds ${formatMoney(amount - refunded, 'USD', { whole: false })}`,
        span: 5,
      },
      formatMoney(amount, 'USD', { whole: false }),
      { text: formatMoney(refunded, 'USD', { whole: false }), color: refunded ? REFUND : INK },
    ],
  })
}

export function drawNoOrders(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  cursor.ensure(62)
  const y = cursor.y
  doc.roundedRect(LEFT, y, CONTENT_WIDTH, 54, 5).fillColor(CARD_FILL).fill()
  doc.roundedRect(LEFT, y, CONTENT_WIDTH, 54, 5).lineWidth(0.8).strokeColor(RULE).stroke()
  put(doc, 'No paid orders in this period', LEFT, y + 13, CONTENT_WIDTH, {
    bold: true,
    size: 13,
    align: 'center',
  })
  put(
    doc,
    `${dayLabel(stats.period.from)} – ${dayLabel(stats.period.to)} · ${STATUS_FILTER_WORDS[stats.status] ?? ''}. ` +
      'Refunds and maintenance revenue, if any, are counted in the figures above.',
    LEFT + 10,
    y + 33,
    CONTENT_WIDTH - 20,
    { size: 8, color: MUTED, align: 'center' },
  )
  cursor.y = y + 54 + 22
}

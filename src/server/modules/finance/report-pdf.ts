import PDFDocument from 'pdfkit'
import type { FinanceOrderRow, FinanceStatsResponse } from '../../../shared/contracts/finance'
import { drawable } from '../billing'
import {
  count,
  dayLabel,
  monthLabel,
  oneLine,
  percent,
  STATUS_FILTER_WORDS,
  zoned,
} from './report-pdf-format'
import {
  ACCENT,
  CARD_FILL,
  CONTENT_WIDTH,
  Cursor,
  type Doc,
  FOOTER_Y,
  GROWTH,
  hRule,
  INK,
  LEFT,
  MUTED,
  PAGE,
  put,
  REFUND,
  RIGHT,
  RULE,
  sectionTitle,
  setType,
} from './report-pdf-layout'
import { drawMonths, drawNoOrders, drawOrders, drawStatuses, drawTopCustomers } from './report-pdf-tables'
import { formatMoney } from '../../../shared/money'

/** What the finance report shows: the period's figures, its orders, and who the studio is. */
export interface FinanceReportInput {
  stats: FinanceStatsResponse
  /** Every order of the period and status, in the order the report lists them. */
  orders: FinanceOrderRow[]
  /** The studio's details from the site settings, when they are filled in. */
  studio: { name: string; address?: string; email?: string; registration?: string } | null
  generatedAt: Date
}

/*
 * The finance report as a document a finance person hands to an accountant: A4, pdfkit's standard fonts, drawn in
 * the invoice's style. Every line of text is placed by hand (never wrapped by pdfkit), so nothing spills over a
 * page end and pdfkit never adds a page of its own: tables break between rows, repeat their header row, and every
 * page gets "Page N of M" once all of them exist (bufferPages). Everything a customer or the studio wrote goes
 * through drawable() and is cut to its column with an ellipsis.
 */

// ---------------------------------------------------------------------------------------------------------------
// Sections

/** The address's own lines, a line too wide for `width` broken after its commas. */
function addressLines(doc: Doc, address: string, width: number) {
  const lines: string[] = []
  for (const line of drawable(address).split('\n')) {
    let current = ''
    for (const part of oneLine(line).split(/,\s*/).filter(Boolean)) {
      const joined = current ? `${current}, ${part}` : part
      if (current && doc.widthOfString(joined) > width) {
        lines.push(`${current},`)
        current = part
      } else current = joined
    }
    if (current) lines.push(current)
  }
  return lines
}

function drawHeader(doc: Doc, cursor: Cursor, input: FinanceReportInput, when: ReturnType<typeof zoned>) {
  const { stats, studio } = input
  const top = cursor.y
  const leftWidth = 250

  // The studio, top left.
  put(doc, studio ? oneLine(studio.name) || 'SiteCraft' : 'SiteCraft', LEFT, top, leftWidth, {
    bold: true,
    size: 17,
    shrink: true,
    minSize: 12,
  })
  let y = top + 24
  setType(doc, { size: 8.5 })
  const details = studio
    ? [
        ...addressLines(doc, studio.address ?? '', leftWidth).slice(0, 4),
        ...(studio.registration ? [oneLine(studio.registration)] : []),
        ...(studio.email ? [oneLine(studio.email)] : []),
      ]
    : []
  for (const line of details) {
    put(doc, oneLine(line), LEFT, y, leftWidth, { size: 8.5, color: MUTED })
    y += 11
  }
  const leftBottom = y

  // The title and what the report covers, top right.
  const boxWidth = 230
  const boxX = RIGHT - boxWidth
  put(doc, 'Financial report', boxX, top - 2, boxWidth, {
    bold: true,
    size: 20,
    color: ACCENT,
    align: 'right',
  })
  const facts: Array<[string, string]> = [
    ['Period', `${dayLabel(stats.period.from)} – ${dayLabel(stats.period.to)}`],
    ['Length', `${stats.period.days} days`],
    ['Time zone', oneLine(stats.period.timeZone)],
    ['Orders', STATUS_FILTER_WORDS[stats.status] ?? oneLine(stats.status)],
    ['Generated', when.dateTime(input.generatedAt)],
  ]
  y = top + 30
  for (const [label, value] of facts) {
    put(doc, label, boxX, y, 60, { size: 8.5, color: MUTED })
    put(doc, value, boxX + 60, y, boxWidth - 60, { bold: true, size: 8.5, align: 'right' })
    y += 13
  }

  cursor.y = Math.max(leftBottom, y) + 8
  hRule(doc, cursor.y, LEFT, RIGHT, INK, 1)
  cursor.y += 16
}

interface Figure {
  label: string
  value: string
  note?: string
  color?: string
}

function drawFigures(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  const gross = stats.totalRevenueCents
  const refunded = stats.refundedAmountCents
  const thisMonth = monthLabel(stats.period.to.slice(0, 7))
  const growth = stats.monthlyGrowth
  const figures: Figure[] = [
    {
      label: 'Total revenue (gross)',
      value: formatMoney(gross, 'USD', { whole: false }),
      note: 'Paid orders and maintenance',
    },
    {
      label: 'Refunded',
      value: formatMoney(refunded, 'USD', { whole: false }),
      note: 'Credit notes issued',
      color: refunded ? REFUND : INK,
    },
    {
      label: 'Net revenue',
      value: formatMoney(stats.netRevenueCents, 'USD', { whole: false }),
      note: 'Gross less refunds',
    },
    { label: 'Orders', value: count(stats.totalOrders), note: `${count(stats.monthlyOrders)} this month` },
    {
      label: 'Average order value',
      value: formatMoney(stats.averageOrderValueCents, 'USD', { whole: false }),
      note: 'Paid orders only',
    },
    { label: 'Active customers', value: count(stats.activeCustomers), note: 'With a paid order' },
    {
      label: 'Conversion rate',
      value: percent(stats.conversionRate),
      note: `${count(stats.checkoutsPaid)} paid of ${count(stats.checkoutsStarted)} card checkouts`,
    },
    {
      label: 'Payment success',
      value: percent(stats.paymentSuccess),
      note: `${count(stats.cardPaymentsSucceeded)} of ${count(stats.cardPaymentsAttempted)} card payments`,
    },
    {
      label: 'Monthly revenue',
      value: formatMoney(stats.monthlyRevenueCents, 'USD', { whole: false }),
      note: `${thisMonth.long} so far`,
    },
    {
      label: 'Last month',
      value: formatMoney(stats.lastMonthRevenueCents, 'USD', { whole: false }),
      note: 'Gross, whole month',
    },
    {
      label: 'Growth vs last month',
      value: growth === null ? '—' : `${growth > 0 ? '+' : ''}${growth.toFixed(1)}%`,
      note: growth === null ? 'No revenue last month' : 'This month against the last',
      color: growth === null || growth === 0 ? INK : growth > 0 ? GROWTH : REFUND,
    },
    {
      label: 'Refund rate',
      value: percent(gross ? Math.round((refunded / gross) * 1000) / 10 : null),
      note: 'Refunded of gross revenue',
    },
  ]

  const perRow = 4
  const gap = 8
  const width = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow
  const height = 48
  const rows = Math.ceil(figures.length / perRow)
  cursor.ensure(rows * height + (rows - 1) * gap)
  figures.forEach((f, i) => {
    const x = LEFT + (i % perRow) * (width + gap)
    const y = cursor.y + Math.floor(i / perRow) * (height + gap)
    doc.roundedRect(x, y, width, height, 4).fillColor(CARD_FILL).fill()
    doc.roundedRect(x, y, width, height, 4).lineWidth(0.5).strokeColor(RULE).stroke()
    put(doc, f.label.toUpperCase(), x + 8, y + 7, width - 16, { bold: true, size: 6.5, color: MUTED })
    put(doc, f.value, x + 8, y + 18, width - 16, { bold: true, size: 13, color: f.color, shrink: true })
    if (f.note) put(doc, f.note, x + 8, y + 36, width - 16, { size: 6.5, color: MUTED })
  })
  cursor.y += rows * height + (rows - 1) * gap + 8
  if (stats.revenueBasis) {
    const basis = `Revenue basis: ${oneLine(stats.revenueBasis)}. All amounts are in US dollars (USD).`
    setType(doc, { size: 7.5, color: MUTED })
    const h = doc.heightOfString(basis, { width: CONTENT_WIDTH })
    cursor.ensure(h)
    doc.text(basis, LEFT, cursor.y, { width: CONTENT_WIDTH })
    cursor.y += h
  }
  cursor.y += 18
}

/** "Page N of M" and what the document is, at the foot of every page. */
function drawFooters(doc: Doc, input: FinanceReportInput) {
  const { stats } = input
  const name = input.studio ? oneLine(input.studio.name) || 'SiteCraft' : 'SiteCraft'
  const range = doc.bufferedPageRange()
  const total = range.count
  for (let i = range.start; i < range.start + total; i++) {
    doc.switchToPage(i)
    hRule(doc, FOOTER_Y, LEFT, RIGHT, RULE, 0.5)
    put(
      doc,
      `Financial report · ${dayLabel(stats.period.from)} – ${dayLabel(stats.period.to)} · ${name}`,
      LEFT,
      FOOTER_Y + 6,
      CONTENT_WIDTH - 90,
      { size: 7.5, color: MUTED },
    )
    put(doc, `Page ${i - range.start + 1} of ${total}`, RIGHT - 90, FOOTER_Y + 6, 90, {
      size: 7.5,
      color: MUTED,
      align: 'right',
    })
  }
}

/**
 * The finance report as a PDF document (GET /api/cfo/export?type=pdf): who and what period, the figures, revenue
 * by month as a table and a chart, orders by status, the top customers, and every order over as many pages as
 * they need.
 */
export function renderFinanceReportPdf(input: FinanceReportInput): Promise<Buffer> {
  const studioName = input.studio ? oneLine(input.studio.name) || 'SiteCraft' : 'SiteCraft'
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: 'Financial report',
      Author: studioName,
      Subject: `Financial report ${input.stats.period.from} to ${input.stats.period.to}`,
      CreationDate: input.generatedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const { stats, orders } = input
  const when = zoned(stats.period.timeZone)
  const cursor = new Cursor(doc)
  drawHeader(doc, cursor, input, when)
  sectionTitle(doc, cursor, 'Summary')
  drawFigures(doc, cursor, stats)

  const anyMonth = stats.revenueByMonth.some(
    (m) => m.revenueCents !== 0 || m.refundedCents !== 0 || m.orders !== 0,
  )
  if (orders.length === 0) {
    drawNoOrders(doc, cursor, stats)
    // Refunds or maintenance revenue can still fill a month without a paid order.
    if (anyMonth) drawMonths(doc, cursor, stats)
  } else {
    drawMonths(doc, cursor, stats)
    if (stats.ordersByStatus.length) drawStatuses(doc, cursor, stats)
    if (stats.topCustomers.length) drawTopCustomers(doc, cursor, stats)
    drawOrders(doc, cursor, orders, when)
  }

  drawFooters(doc, input)
  doc.end()
  return done
}

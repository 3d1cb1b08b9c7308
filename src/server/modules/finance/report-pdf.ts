import PDFDocument from 'pdfkit'
import type {
  FinanceOrderRow,
  FinanceStatsResponse,
  FinanceStatusFilter,
} from '../../../shared/contracts/finance'
import { STATUS_LABELS } from '../../../shared/lifecycle'
import { drawable } from '../billing'

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

const PAGE = { width: 595.28, height: 841.89, margin: 50 }
const LEFT = PAGE.margin
const RIGHT = PAGE.width - PAGE.margin
const CONTENT_WIDTH = RIGHT - LEFT
const FOOTER_Y = PAGE.height - PAGE.margin + 8
/** The lowest point content may reach: the footer's rule sits below it. */
const BOTTOM = FOOTER_Y - 14
const INK = '#1f2937'
const MUTED = '#6b7280'
const RULE = '#d1d5db'
const ACCENT = '#4f46e5'
const HEADER_FILL = '#f3f4f6'
const ZEBRA = '#f9fafb'
const CARD_FILL = '#f8fafc'
const REFUND = '#b91c1c'
const REFUND_BAR = '#f87171'
const GROWTH = '#15803d'
const ELLIPSIS = '…'

type Doc = PDFKit.PDFDocument
type Align = 'left' | 'right' | 'center'

interface TextStyle {
  bold?: boolean
  size?: number
  color?: string
  align?: Align
  /** Shrink the type until it fits instead of cutting it (figures must never lose digits). */
  shrink?: boolean
  /** The smallest size shrinking goes to before the text is cut. */
  minSize?: number
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "1234.50" → 123450; anything unreadable counts as nothing. */
function cents(decimal: string): number {
  const n = Math.round(Number.parseFloat(decimal) * 100)
  return Number.isFinite(n) ? n : 0
}

/** `$1,234.50`; negative amounts as `-$25.00`. */
function usd(amount: number) {
  return `${amount < 0 ? '-' : ''}$${moneyFormat.format(Math.abs(amount) / 100)}`
}

/** Short money for the chart: `$950`, `$12.3k`, `$1.25M`. */
function usdShort(amount: number) {
  const dollars = amount / 100
  const abs = Math.abs(dollars)
  const sign = dollars < 0 ? '-' : ''
  if (abs >= 1e6) return `${sign}$${trimZeros((abs / 1e6).toFixed(abs >= 1e7 ? 1 : 2))}M`
  if (abs >= 1e4) return `${sign}$${trimZeros((abs / 1e3).toFixed(abs >= 1e5 ? 0 : 1))}k`
  if (abs >= 10 || Number.isInteger(abs)) return `${sign}$${Math.round(abs).toLocaleString('en-US')}`
  return `${sign}$${abs.toFixed(2)}`
}

function trimZeros(s: string) {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s
}

/** A percentage with one decimal, or "—" when there is nothing to divide by. */
function percent(value: number | null) {
  return value === null ? '—' : `${value.toFixed(1)}%`
}

function count(n: number) {
  return n.toLocaleString('en-US')
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })

/** "2026-11-05" → "5 Nov 2026" (a calendar day, no zone involved). */
function dayLabel(ymd: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd)
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : oneLine(ymd)
}

/** "2026-11" → { long: "November 2026", short: "Nov", year: "2026" }. */
function monthLabel(ym: string) {
  const m = /^(\d{4})-(\d{2})/.exec(ym)
  const i = m ? Number(m[2]) - 1 : -1
  if (!m || !MONTHS[i]) return { long: oneLine(ym), short: oneLine(ym), year: '' }
  return { long: `${monthName.format(Date.UTC(2000, i, 1))} ${m[1]}`, short: MONTHS[i]!, year: m[1]! }
}

/** Formats instants in the studio's time zone (UTC if the zone is unknown to this runtime). */
function zoned(timeZone: string) {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat('en-GB', { ...options, timeZone })
    } catch {
      return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
    }
  }
  const date = make({ day: 'numeric', month: 'short', year: 'numeric' })
  const dateTime = make({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return {
    date: (iso: string) => {
      const d = new Date(iso)
      return Number.isNaN(d.getTime()) ? oneLine(iso) : date.format(d)
    },
    dateTime: (d: Date) => (Number.isNaN(d.getTime()) ? '—' : dateTime.format(d)),
  }
}

const STATUS_FILTER_WORDS: Record<FinanceStatusFilter, string> = {
  all: 'All paid orders',
  completed: 'Orders whose project is completed',
  in_progress: 'Orders whose project is in progress',
  delivered: 'Orders whose project is delivered',
  cancelled: 'Orders whose project is cancelled',
}

const STATUS_GROUP_WORDS: Record<FinanceStatsResponse['ordersByStatus'][number]['status'], string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** `bank_transfer` → "Bank transfer". */
function methodLabel(method: string) {
  const words = oneLine(method.replace(/_/g, ' '))
  return words ? words[0]!.toUpperCase() + words.slice(1) : '—'
}

/** User text on one line: drawable, whitespace runs (new lines included) as one space. */
function oneLine(text: string) {
  return drawable(text).replace(/\s+/g, ' ').trim()
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing primitives

function setType(doc: Doc, style: TextStyle) {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK)
}

/** The longest start of `text` that fits `width` with an ellipsis after it (the whole text if it fits). */
function fit(doc: Doc, text: string, width: number) {
  if (doc.widthOfString(text) <= width) return text
  const chars = Array.from(text)
  let lo = 0
  let hi = chars.length
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (doc.widthOfString(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS) <= width) lo = mid
    else hi = mid - 1
  }
  return lo === 0 ? '' : chars.slice(0, lo).join('').trimEnd() + ELLIPSIS
}

/**
 * One line of text in a box `width` wide with its top at `y`: cut with an ellipsis (or shrunk, for figures) to
 * fit, aligned by hand, drawn without pdfkit's line wrapper so it can never start a page.
 */
function put(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle = {}) {
  setType(doc, style)
  let shown = text
  if (style.shrink) {
    let size = style.size ?? 9
    while (doc.widthOfString(shown) > width && size > (style.minSize ?? 5)) {
      size -= 0.5
      doc.fontSize(size)
    }
  }
  shown = fit(doc, shown, width)
  const w = doc.widthOfString(shown)
  const dx = style.align === 'right' ? width - w : style.align === 'center' ? (width - w) / 2 : 0
  doc.text(shown, x + dx, y, { lineBreak: false })
}

function hRule(doc: Doc, y: number, from = LEFT, to = RIGHT, color = RULE, width = 0.5) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke()
}

/** Where the next thing is drawn; moves to a new page when what comes does not fit on this one. */
class Cursor {
  y = PAGE.margin
  constructor(private readonly doc: Doc) {}
  newPage() {
    this.doc.addPage()
    this.y = PAGE.margin
  }
  /** True when a new page was started. */
  ensure(height: number) {
    if (this.y + height <= BOTTOM) return false
    this.newPage()
    return true
  }
}

function sectionTitle(doc: Doc, cursor: Cursor, title: string, note?: string) {
  doc
    .rect(LEFT, cursor.y + 1, 3, 11)
    .fillColor(ACCENT)
    .fill()
  put(doc, title, LEFT + 9, cursor.y, 220, { bold: true, size: 12 })
  if (note)
    put(doc, note, LEFT + 240, cursor.y + 3, CONTENT_WIDTH - 240, { size: 7.5, color: MUTED, align: 'right' })
  cursor.y += 20
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

interface Column {
  header: string
  width: number
  align?: Align
  /** Figures shrink to fit rather than lose digits. */
  numeric?: boolean
}

interface Cell {
  text: string
  /** A second, smaller line under the first (an e-mail under a name). */
  sub?: string
  color?: string
  bold?: boolean
  /** How many columns the cell takes (a totals row's label); the cells it covers are left out. */
  span?: number
}

type CellInput = string | Cell

interface TableOptions {
  columns: Column[]
  rows: CellInput[][]
  /** Drawn after the last row, bold on a rule, kept on the page of the last row. */
  totals?: CellInput[]
  /** The section's title on the pages the table continues on ("Orders (continued)"). */
  continuedTitle: string
}

/** Tables of up to this many rows are never split (the monthly, status and customers tables). */
const SMALL_TABLE = 10

const HEADER_HEIGHT = 18
const PAD = 5

function asCell(c: CellInput): Cell {
  return typeof c === 'string' ? { text: c } : c
}

function tableHeader(doc: Doc, cursor: Cursor, columns: Column[]) {
  doc.rect(LEFT, cursor.y, CONTENT_WIDTH, HEADER_HEIGHT).fillColor(HEADER_FILL).fill()
  let x = LEFT
  for (const col of columns) {
    put(doc, col.header.toUpperCase(), x + PAD, cursor.y + 6, col.width - 2 * PAD, {
      bold: true,
      size: 7,
      color: MUTED,
      align: col.align,
      shrink: true,
    })
    x += col.width
  }
  cursor.y += HEADER_HEIGHT
}

function tableRow(
  doc: Doc,
  cursor: Cursor,
  columns: Column[],
  cells: Cell[],
  height: number,
  opts: { zebra?: boolean; totals?: boolean } = {},
) {
  const y = cursor.y
  if (opts.zebra) doc.rect(LEFT, y, CONTENT_WIDTH, height).fillColor(ZEBRA).fill()
  if (opts.totals) hRule(doc, y, LEFT, RIGHT, INK, 0.8)
  const hasSub = cells.some((c) => c.sub)
  const firstLineY = y + (hasSub ? 5 : (height - 8) / 2)
  let x = LEFT
  let col = 0
  for (const cell of cells) {
    const spanned = columns.slice(col, col + (cell.span ?? 1))
    const first = spanned[0]
    if (!first) break
    const width = spanned.reduce((s, c) => s + c.width, 0) - 2 * PAD
    put(doc, cell.text, x + PAD, firstLineY, width, {
      bold: cell.bold || opts.totals,
      size: 8,
      color: cell.color ?? INK,
      align: first.align,
      shrink: first.numeric,
    })
    if (cell.sub) {
      put(doc, cell.sub, x + PAD, firstLineY + 10.5, width, { size: 6.5, color: MUTED, align: first.align })
    }
    x += width + 2 * PAD
    col += spanned.length
  }
  cursor.y += height
  if (!opts.totals) hRule(doc, cursor.y, LEFT, RIGHT, '#e5e7eb', 0.4)
}

/**
 * A table over as many pages as it needs: a row is never cut at a page end, the header row is repeated on each
 * page it continues on (under the section's title), and the totals row stays with the last row.
 */
function drawTable(doc: Doc, cursor: Cursor, options: TableOptions) {
  const { columns } = options
  const rows = options.rows.map((r) => r.map(asCell))
  const totals = options.totals?.map(asCell)
  const heightOf = (cells: Cell[]) => (cells.some((c) => c.sub) ? 25 : 17)
  const totalsHeight = totals ? heightOf(totals) + 2 : 0

  const continuedHeader = () => {
    cursor.newPage()
    sectionTitle(doc, cursor, options.continuedTitle)
    tableHeader(doc, cursor, columns)
  }

  // A small table stays whole; a longer one starts with at least three rows, and its last two rows stay with the
  // totals, so no page holds a lone header or a lone totals row.
  const heights = rows.map(heightOf)
  const sumOf = (from: number, to: number) => heights.slice(from, to).reduce((s, h) => s + h, 0)
  const wholeHeight = HEADER_HEIGHT + sumOf(0, rows.length) + totalsHeight
  const opening = rows.length <= SMALL_TABLE ? wholeHeight : HEADER_HEIGHT + sumOf(0, 3)
  if (cursor.y + Math.min(opening, BOTTOM - PAGE.margin - 20) > BOTTOM) continuedHeader()
  else tableHeader(doc, cursor, columns)

  rows.forEach((cells, i) => {
    const height = heights[i]!
    const keepWith = rows.length - i <= 2 && rows.length > 2 ? sumOf(i + 1, rows.length) + totalsHeight : 0
    const lastAlone = i === rows.length - 1 ? totalsHeight : 0
    if (cursor.y + height + Math.max(keepWith, lastAlone) > BOTTOM) continuedHeader()
    tableRow(doc, cursor, columns, cells, height, { zebra: i % 2 === 1 })
  })
  if (totals) {
    if (cursor.y + totalsHeight > BOTTOM) continuedHeader()
    cursor.y += 2
    tableRow(doc, cursor, columns, totals, totalsHeight - 2, { totals: true })
  }
}

/** Columns from relative widths that fill the content width exactly. */
function columnsOf(spec: Array<Omit<Column, 'width'> & { weight: number }>): Column[] {
  const sum = spec.reduce((s, c) => s + c.weight, 0)
  return spec.map(({ weight, ...c }) => ({ ...c, width: (weight / sum) * CONTENT_WIDTH }))
}

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
  const gross = cents(stats.totalRevenue)
  const refunded = cents(stats.refundedAmount)
  const thisMonth = monthLabel(stats.period.to.slice(0, 7))
  const growth = stats.monthlyGrowth
  const figures: Figure[] = [
    { label: 'Total revenue (gross)', value: usd(gross), note: 'Paid orders and maintenance' },
    {
      label: 'Refunded',
      value: usd(refunded),
      note: 'Credit notes issued',
      color: refunded ? REFUND : INK,
    },
    { label: 'Net revenue', value: usd(cents(stats.netRevenue)), note: 'Gross less refunds' },
    { label: 'Orders', value: count(stats.totalOrders), note: `${count(stats.monthlyOrders)} this month` },
    { label: 'Average order value', value: usd(cents(stats.averageOrderValue)), note: 'Paid orders only' },
    { label: 'Active customers', value: count(stats.activeCustomers), note: 'With a paid order' },
    {
      label: 'Conversion rate',
      value: percent(stats.conversionRate),
      note: `of ${count(stats.checkoutsStarted)} checkouts started`,
    },
    {
      label: 'Payment success',
      value: percent(stats.paymentSuccess),
      note: `${count(stats.cardPaymentsSucceeded)} of ${count(stats.cardPaymentsAttempted)} card payments`,
    },
    {
      label: 'Monthly revenue',
      value: usd(cents(stats.monthlyRevenue)),
      note: `${thisMonth.long} so far`,
    },
    { label: 'Last month', value: usd(cents(stats.lastMonthRevenue)), note: 'Gross, whole month' },
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

/** A step of 1, 2, 2.5 or 5 × 10ⁿ so that four steps reach `max`. */
function niceStep(max: number) {
  const raw = max / 4
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const f = raw / magnitude
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10
  return nice * magnitude
}

type MonthRow = { label: ReturnType<typeof monthLabel>; revenue: number; refunded: number; orders: number }

/** Revenue (and refunds) by month as bars on a scale to the largest month, with the axis and the values. */
function drawChart(doc: Doc, cursor: Cursor, months: MonthRow[]) {
  const height = 170
  cursor.ensure(height + 6)
  const top = cursor.y
  const axisWidth = 46
  const plot = {
    x: LEFT + axisWidth,
    y: top + 18,
    width: CONTENT_WIDTH - axisWidth,
    height: height - 18 - 30,
  }
  const bottom = plot.y + plot.height

  // Legend.
  const legend: Array<[string, string]> = [
    ['Revenue (gross)', ACCENT],
    ['Refunded', REFUND_BAR],
  ]
  let lx = RIGHT
  setType(doc, { size: 7, color: MUTED })
  for (const [label, color] of [...legend].reverse()) {
    const w = doc.widthOfString(label)
    lx -= w
    put(doc, label, lx, top + 1, w + 1, { size: 7, color: MUTED })
    lx -= 12
    doc
      .rect(lx, top + 1.5, 8, 6)
      .fillColor(color)
      .fill()
    lx -= 14
  }

  const max = Math.max(0, ...months.map((m) => Math.max(m.revenue, m.refunded)))
  const step = max > 0 ? niceStep(max) : 0
  const scaleMax = step * 4

  // Grid lines and the axis' labels.
  const ticks = max > 0 ? [0, 1, 2, 3, 4] : [0]
  for (const t of ticks) {
    const y = bottom - (scaleMax ? ((t * step) / scaleMax) * plot.height : 0)
    hRule(doc, y, plot.x, RIGHT, t === 0 ? MUTED : '#e5e7eb', t === 0 ? 0.8 : 0.4)
    put(doc, usdShort(t * step), LEFT, y - 3, axisWidth - 6, { size: 6.5, color: MUTED, align: 'right' })
  }
  if (max === 0) {
    put(doc, 'No revenue in these months', plot.x, plot.y + plot.height / 2 - 4, plot.width, {
      size: 8,
      color: MUTED,
      align: 'center',
    })
  }

  // Bars: revenue with its value over it, refunds beside it.
  const slot = plot.width / Math.max(1, months.length)
  const barWidth = Math.min(34, slot * 0.5)
  const refundWidth = Math.min(12, slot * 0.18)
  const showYear = new Set(months.map((m) => m.label.year)).size > 1 || months.length <= 3
  months.forEach((m, i) => {
    const cx = plot.x + slot * i + slot / 2
    const groupWidth = barWidth + (m.refunded ? refundWidth + 1 : 0)
    const bx = cx - groupWidth / 2
    const h = scaleMax ? (m.revenue / scaleMax) * plot.height : 0
    if (h > 0)
      doc
        .rect(bx, bottom - h, barWidth, h)
        .fillColor(ACCENT)
        .fill()
    if (m.refunded && scaleMax) {
      const rh = Math.max(0.8, (m.refunded / scaleMax) * plot.height)
      doc
        .rect(bx + barWidth + 1, bottom - rh, refundWidth, rh)
        .fillColor(REFUND_BAR)
        .fill()
    }
    put(doc, usdShort(m.revenue), cx - slot / 2 + 1, bottom - h - 10, slot - 2, {
      bold: true,
      size: 6.5,
      color: INK,
      align: 'center',
      shrink: true,
    })
    put(doc, m.label.short, cx - slot / 2, bottom + 5, slot, {
      size: 7,
      color: INK,
      align: 'center',
      shrink: true,
    })
    if (showYear || i === 0 || m.label.short === 'Jan') {
      put(doc, m.label.year, cx - slot / 2, bottom + 14, slot, { size: 6, color: MUTED, align: 'center' })
    }
  })
  cursor.y = top + height + 8
}

function drawMonths(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  const months: MonthRow[] = stats.revenueByMonth.map((m) => ({
    label: monthLabel(m.month),
    revenue: cents(m.revenue),
    refunded: cents(m.refunded),
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
      usd(m.revenue),
      { text: usd(m.refunded), color: m.refunded ? REFUND : INK },
      usd(m.revenue - m.refunded),
    ]),
    totals: [
      'Total',
      count(sum.orders),
      usd(sum.revenue),
      usd(sum.refunded),
      usd(sum.revenue - sum.refunded),
    ],
  })
  cursor.y += 22
}

function drawStatuses(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  const total = stats.ordersByStatus.reduce((s, r) => s + cents(r.revenue), 0)
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
      STATUS_GROUP_WORDS[r.status] ?? oneLine(r.status),
      count(r.orders),
      usd(cents(r.revenue)),
      total ? `${((cents(r.revenue) / total) * 100).toFixed(1)}%` : '—',
    ]),
    totals: [
      'Total',
      count(stats.ordersByStatus.reduce((s, r) => s + r.orders, 0)),
      usd(total),
      total ? '100.0%' : '—',
    ],
  })
  cursor.y += 22
}

function drawTopCustomers(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
  cursor.ensure(20 + HEADER_HEIGHT + 17 * stats.topCustomers.length)
  sectionTitle(doc, cursor, 'Top customers', `The ${stats.topCustomers.length} who paid most in the period`)
  const total = cents(stats.totalRevenue)
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
      usd(cents(c.revenue)),
      total ? `${((cents(c.revenue) / total) * 100).toFixed(1)}%` : '—',
    ]),
  })
  cursor.y += 22
}

function orderStatus(order: FinanceOrderRow): Cell {
  const amount = cents(order.amount)
  const refunded = cents(order.refunded)
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

function drawOrders(doc: Doc, cursor: Cursor, input: FinanceReportInput, when: ReturnType<typeof zoned>) {
  const { orders } = input
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
    const a = cents(o.amount)
    const r = cents(o.refunded)
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
      usd(a),
      { text: r ? usd(r) : '—', color: r ? REFUND : MUTED },
    ]
  })
  drawTable(doc, cursor, {
    columns,
    continuedTitle: 'Orders (continued)',
    rows,
    totals: [
      {
        text: `Total of ${count(orders.length)} ${orders.length === 1 ? 'order' : 'orders'}`,
        sub: `Net of refunds ${usd(amount - refunded)}`,
        span: 5,
      },
      usd(amount),
      { text: usd(refunded), color: refunded ? REFUND : INK },
    ],
  })
}

function drawNoOrders(doc: Doc, cursor: Cursor, stats: FinanceStatsResponse) {
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
    (m) => cents(m.revenue) !== 0 || cents(m.refunded) !== 0 || m.orders !== 0,
  )
  if (orders.length === 0) {
    drawNoOrders(doc, cursor, stats)
    // Refunds or maintenance revenue can still fill a month without a paid order.
    if (anyMonth) drawMonths(doc, cursor, stats)
  } else {
    drawMonths(doc, cursor, stats)
    if (stats.ordersByStatus.length) drawStatuses(doc, cursor, stats)
    if (stats.topCustomers.length) drawTopCustomers(doc, cursor, stats)
    drawOrders(doc, cursor, input, when)
  }

  drawFooters(doc, input)
  doc.end()
  return done
}

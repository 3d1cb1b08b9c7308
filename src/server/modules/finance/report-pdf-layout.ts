/*
 * The finance report's page, palette and drawing primitives: one line of text placed by hand, rules, the cursor
 * that starts new pages, section titles, and tables that break between rows and repeat their header.
 */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 }
export const LEFT = PAGE.margin
export const RIGHT = PAGE.width - PAGE.margin
export const CONTENT_WIDTH = RIGHT - LEFT
export const FOOTER_Y = PAGE.height - PAGE.margin + 8
/** The lowest point content may reach: the footer's rule sits below it. */
const BOTTOM = FOOTER_Y - 14
export const INK = '#1f2937'
export const MUTED = '#6b7280'
export const RULE = '#d1d5db'
export const ACCENT = '#4f46e5'
const HEADER_FILL = '#f3f4f6'
const ZEBRA = '#f9fafb'
export const CARD_FILL = '#f8fafc'
export const REFUND = '#b91c1c'
export const REFUND_BAR = '#f87171'
export const GROWTH = '#15803d'
const ELLIPSIS = '…'

export type Doc = PDFKit.PDFDocument
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
// Drawing primitives

export function setType(doc: Doc, style: TextStyle) {
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
export function put(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle = {}) {
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

export function hRule(doc: Doc, y: number, from = LEFT, to = RIGHT, color = RULE, width = 0.5) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke()
}

/** Where the next thing is drawn; moves to a new page when what comes does not fit on this one. */
export class Cursor {
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

export function sectionTitle(doc: Doc, cursor: Cursor, title: string, note?: string) {
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

export interface Cell {
  text: string
  /** A second, smaller line under the first (an e-mail under a name). */
  sub?: string
  color?: string
  bold?: boolean
  /** How many columns the cell takes (a totals row's label); the cells it covers are left out. */
  span?: number
}

export type CellInput = string | Cell

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

export const HEADER_HEIGHT = 18
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
export function drawTable(doc: Doc, cursor: Cursor, options: TableOptions) {
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
export function columnsOf(spec: Array<Omit<Column, 'width'> & { weight: number }>): Column[] {
  const sum = spec.reduce((s, c) => s + c.weight, 0)
  return spec.map(({ weight, ...c }) => ({ ...c, width: (weight / sum) * CONTENT_WIDTH }))
}

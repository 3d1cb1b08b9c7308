import { formatMoney } from '../../../shared/money'
import { monthLabel } from './report-pdf-format'
import {
  ACCENT,
  CONTENT_WIDTH,
  Cursor,
  type Doc,
  hRule,
  INK,
  LEFT,
  MUTED,
  put,
  REFUND_BAR,
  RIGHT,
  setType,
} from './report-pdf-layout'

// The finance report's chart: revenue and refunds by month as bars.

/** A step of 1, 2, 2.5 or 5 × 10ⁿ so that four steps reach `max`. */
function niceStep(max: number) {
  const raw = max / 4
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const f = raw / magnitude
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10
  return nice * magnitude
}

export type MonthRow = {
  label: ReturnType<typeof monthLabel>
  revenue: number
  refunded: number
  orders: number
}

/** Revenue (and refunds) by month as bars on a scale to the largest month, with the axis and the values. */
export function drawChart(doc: Doc, cursor: Cursor, months: MonthRow[]) {
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
    put(doc, formatMoney(t * step, 'USD', { compact: true }), LEFT, y - 3, axisWidth - 6, {
      size: 6.5,
      color: MUTED,
      align: 'right',
    })
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
    put(doc, formatMoney(m.revenue, 'USD', { compact: true }), cx - slot / 2 + 1, bottom - h - 10, slot - 2, {
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

import PDFDocument from 'pdfkit'
import type { FinanceOrderRow, FinanceStatsResponse } from '../../../shared/contracts/finance'

/** What the finance report shows: the period's figures, its orders, and who the studio is. */
export interface FinanceReportInput {
  stats: FinanceStatsResponse
  /** Every order of the period and status, in the order the report lists them. */
  orders: FinanceOrderRow[]
  /** The studio's details from the site settings, when they are filled in. */
  studio: { name: string; address?: string; email?: string; registration?: string } | null
  generatedAt: Date
}

/**
 * The finance report as a PDF document (GET /api/cfo/export?type=pdf). A first version: the title, the period
 * and the totals; the full report (cards, revenue by month as a table and a chart, the orders over as many pages
 * as they need) is drawn by the finance export's own work.
 */
export function renderFinanceReportPdf(input: FinanceReportInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Financial report' } })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const { stats } = input
  doc.fontSize(20).text('Financial report')
  doc.fontSize(11).text(`${stats.period.from} to ${stats.period.to} (${stats.period.timeZone})`)
  doc.text(
    `Total revenue $${stats.totalRevenue}; refunded $${stats.refundedAmount}; net $${stats.netRevenue}`,
  )
  doc.text(`Orders: ${input.orders.length}`)
  doc.end()
  return done
}

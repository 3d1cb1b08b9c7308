import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import { centsToDecimal } from '../../../shared/money'
import type { FinanceExportQuery, FinanceOrderRow } from '../../../shared/contracts/finance'
import { formatIsoDay } from '../../../shared/dates'
import { type ProjectStatus, STATUS_LABELS } from '../../../shared/lifecycle'
import type { AppContext } from '../../context'
import { invoiceCompany } from '../site-settings'
import {
  type FinanceScope,
  listPaidOrderExportRows,
  listPaidOrdersAfter,
  type PaidOrderExportRow,
} from './finance.reads'
import { financeScope, getFinanceStats, studioToday, toFinanceOrderRow } from './finance.service'
import { renderFinanceReportPdf } from './report-pdf'

/** How many orders the export reads at a time. */
export const EXPORT_PAGE = 2_000
/** The PDF lists at most this many orders (it says so when there are more); the CSV has them all. */
export const PDF_ORDER_LIMIT = 5_000

export const CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Customer',
  'Email',
  'Project',
  'Project status',
  'Order status',
  'Payment method',
  'Coupons',
  'Amount',
  'Refunded',
  'Net',
  'Invoice',
] as const

/**
 * A cell a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so it stays text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * The period's paid orders oldest first, read a page at a time; the next page is asked for while the rows of this
 * one are written, so the database and the CSV's writing overlap.
 */
export async function* paidOrders(
  ctx: AppContext,
  scope: FinanceScope,
  limit = Infinity,
  pageSize = EXPORT_PAGE,
) {
  let left = limit
  const read = (after: number | null) => {
    const next = listPaidOrdersAfter(ctx.db, scope, after, Math.min(pageSize, left))
    next.catch(() => {}) // awaited below; a reader gone before then leaves no unhandled rejection
    return next
  }
  let pending = read(null)
  for (;;) {
    const page = await pending
    left -= page.length
    const more = page.length === pageSize && left > 0
    if (more) pending = read(page.at(-1)!.id)
    for (const r of page) yield r
    if (!more) return
  }
}

/**
 * A day (YYYY-MM-DD) in the studio's zone, the last day it gave kept with its quarter of an hour: every zone's
 * offset is a whole number of quarters, so an instant in the same UTC quarter of an hour falls on the same day
 * (the export walks the orders in time order), and most rows need no zone arithmetic at all.
 */
function dayFormatter(timeZone: string) {
  let quarter = Number.NaN
  let last = ''
  return (ms: number) => {
    const q = Math.floor(ms / 900_000)
    if (q !== quarter) {
      quarter = q
      last = formatIsoDay(ms, { timeZone })
    }
    return last
  }
}

function csvRecord(o: PaidOrderExportRow, day: (ms: number) => string): string[] {
  return [
    String(o.id),
    day(o.at),
    o.name,
    o.email,
    o.projectTitle ?? '',
    o.projectStatus ? STATUS_LABELS[o.projectStatus as ProjectStatus] : '',
    o.status,
    o.paymentMethod,
    o.couponCodes.join(' '),
    centsToDecimal(o.amountCents),
    centsToDecimal(o.creditedCents),
    centsToDecimal(o.amountCents - o.creditedCents),
    o.invoiceNumber ?? '',
  ].map(neutraliseCell)
}

/**
 * The CSV's text a page of orders at a time (the header first): each page read as raw rows and written by the CSV
 * library in one call, the next page asked for while this one is written; nothing but the page in hand is held.
 */
export async function* csvPages(
  ctx: AppContext,
  scope: FinanceScope,
  timeZone: string,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<string> {
  const day = dayFormatter(timeZone)
  yield stringify([[...CSV_COLUMNS]])
  const read = (after: number | null) => {
    const next = listPaidOrderExportRows(ctx.db, scope, after, pageSize)
    next.catch(() => {}) // awaited below; a reader gone before then leaves no unhandled rejection
    return next
  }
  let pending = read(null)
  for (;;) {
    let page = await pending
    const more = page.length === pageSize
    if (more) pending = read(page.at(-1)!.id)
    const text = page.length ? stringify(page.map((r) => csvRecord(r, day))) : ''
    page = [] // the rows go before the text waits for the reader
    if (text) yield text
    if (!more) return
  }
}

export interface FinanceDownload {
  filename: string
  contentType: string
  body: Readable | Buffer
}

/** The CSV of the period's paid orders, streamed: the orders are read and written page by page as it is sent. */
export async function exportFinanceCsv(
  ctx: AppContext,
  query: Omit<FinanceExportQuery, 'type'>,
): Promise<FinanceDownload> {
  const { scope, timeZone } = await financeScope(ctx, query)
  const body = Readable.from(csvPages(ctx, scope, timeZone), { objectMode: false })
  return {
    filename: `financial-report-${studioToday(ctx.clock.now(), timeZone)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body,
  }
}

/**
 * The report as a PDF: the period's figures, its orders (at most PDF_ORDER_LIMIT, oldest first; the stats' order
 * count tells the renderer how many there are in all) and the studio's details.
 */
export async function exportFinancePdf(
  ctx: AppContext,
  query: Omit<FinanceExportQuery, 'type'>,
): Promise<FinanceDownload> {
  const { scope, timeZone } = await financeScope(ctx, query)
  const [stats, company] = await Promise.all([getFinanceStats(ctx, query), invoiceCompany(ctx.db)])
  const orders: FinanceOrderRow[] = []
  for await (const r of paidOrders(ctx, scope, PDF_ORDER_LIMIT)) orders.push(toFinanceOrderRow(r))
  const registration = [
    company.companyNumber && `Company number ${company.companyNumber}`,
    company.taxNumber && `VAT number ${company.taxNumber}`,
  ]
    .filter(Boolean)
    .join('. ')
  const body = await renderFinanceReportPdf({
    stats,
    orders,
    studio: {
      name: company.legalName,
      address: company.addressLines.join(', '),
      email: company.email,
      ...(registration ? { registration } : {}),
    },
    generatedAt: ctx.clock.now(),
  })
  return {
    filename: `financial-report-${studioToday(ctx.clock.now(), timeZone)}.pdf`,
    contentType: 'application/pdf',
    body,
  }
}

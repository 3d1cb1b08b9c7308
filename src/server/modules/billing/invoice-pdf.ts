import type { invoices } from '../../db/schema/billing'
import {
  CONTENT_WIDTH,
  day,
  drawable,
  drawFooter,
  drawHeader,
  drawParty,
  INK,
  MUTED,
  openDocument,
  PAGE,
  RIGHT,
  RULE,
} from './pdf-document'
import { formatMoney, toCurrency } from '../../../shared/money'

type InvoiceRow = typeof invoices.$inferSelect

const PAID = '#15803d'
const DUE = '#b91c1c'

/** Renders the invoice to PDF bytes: the header and footer of `pdf-document.ts`, its lines and totals between. */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const currency = toCurrency(invoice.currency)
  const issuer = invoice.issuer
  const { doc, finished } = openDocument({
    title: `Invoice ${invoice.number}`,
    author: issuer?.name ?? '',
    subject: `Invoice ${invoice.number}`,
    createdAt: invoice.issuedAt,
  })

  const paid = invoice.status === 'paid'
  const header = drawHeader(doc, {
    issuer,
    title: 'INVOICE',
    titleSize: 26,
    facts: [
      ['Invoice number', invoice.number],
      ['Issue date', day(invoice.issuedAt)],
      paid && invoice.paidAt ? ['Paid on', day(invoice.paidAt)] : ['Payment due', 'On receipt'],
    ],
    labelWidth: 100,
  })
  let y = header.y

  // Status badge.
  const badge = paid ? 'PAID' : invoice.status === 'void' ? 'VOID' : 'AMOUNT DUE'
  const badgeColor = paid ? PAID : invoice.status === 'void' ? MUTED : DUE
  doc.font('Helvetica-Bold').fontSize(11)
  const badgeWidth = doc.widthOfString(badge) + 24
  y += 6
  doc
    .roundedRect(RIGHT - badgeWidth, y, badgeWidth, 22, 4)
    .lineWidth(1.5)
    .strokeColor(badgeColor)
    .stroke()
  doc.fillColor(badgeColor).text(badge, RIGHT - badgeWidth, y + 6, { width: badgeWidth, align: 'center' })
  y += 22

  y = drawParty(doc, 'BILL TO', invoice.billTo, Math.max(y, header.issuerBottom) + 28)

  // Lines.
  const cols = {
    description: { x: PAGE.margin + 8, width: 275 },
    qty: { x: PAGE.margin + 290, width: 40 },
    unit: { x: PAGE.margin + 335, width: 75 },
    amount: { x: PAGE.margin + 415, width: CONTENT_WIDTH - 423 },
  }
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 22).fillColor('#f3f4f6').fill()
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED)
  doc.text('DESCRIPTION', cols.description.x, y + 7, { width: cols.description.width })
  doc.text('QTY', cols.qty.x, y + 7, { width: cols.qty.width, align: 'right' })
  doc.text('UNIT PRICE', cols.unit.x, y + 7, { width: cols.unit.width, align: 'right' })
  doc.text('AMOUNT', cols.amount.x, y + 7, { width: cols.amount.width, align: 'right' })
  y += 22
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  for (const line of invoice.lines) {
    const description = drawable(line.description)
    const height = doc.heightOfString(description, { width: cols.description.width })
    if (y + height + 16 > PAGE.height - 150) {
      doc.addPage()
      y = PAGE.margin
    }
    doc.fillColor(INK).text(description, cols.description.x, y + 8, { width: cols.description.width })
    doc.text(String(line.quantity), cols.qty.x, y + 8, { width: cols.qty.width, align: 'right' })
    doc.text(formatMoney(line.unitCents, currency, { whole: false }), cols.unit.x, y + 8, {
      width: cols.unit.width,
      align: 'right',
    })
    doc.text(formatMoney(line.amountCents, currency, { whole: false }), cols.amount.x, y + 8, {
      width: cols.amount.width,
      align: 'right',
    })
    y += height + 16
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke()
  }

  // Coupons, left of the totals.
  y += 14
  const totalsTop = y
  if (invoice.couponCodes.length) {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('COUPONS APPLIED', PAGE.margin, y)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(drawable(invoice.couponCodes.join(', ')), PAGE.margin, doc.y + 4, { width: 240 })
  }

  // Totals, right.
  const labelX = RIGHT - 230
  const row = (
    label: string,
    value: string,
    opts: { bold?: boolean; color?: string; size?: number } = {},
  ) => {
    doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? INK)
    doc.text(label, labelX, y, { width: 130 })
    doc.text(value, RIGHT - 100, y, { width: 100, align: 'right' })
    y += (opts.size ?? 10) + 8
  }
  y = totalsTop
  row('Subtotal', formatMoney(invoice.subtotalCents, currency, { whole: false }))
  row(
    'Discount',
    invoice.discountCents
      ? formatMoney(-invoice.discountCents, currency, { whole: false })
      : formatMoney(0, currency, { whole: false }),
  )
  doc
    .moveTo(labelX, y - 2)
    .lineTo(RIGHT, y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
  y += 4
  row(`Total (${currency})`, formatMoney(invoice.totalCents, currency, { whole: false }), {
    bold: true,
    size: 12,
  })
  if (paid) {
    row('Amount paid', formatMoney(invoice.totalCents, currency, { whole: false }), { color: PAID })
    row('Amount due', formatMoney(0, currency, { whole: false }), { bold: true })
  } else if (invoice.status !== 'void') {
    row('Amount due', formatMoney(invoice.totalCents, currency, { whole: false }), { bold: true, color: DUE })
  }
  y = Math.max(y, doc.y) + 20

  // Note on payment.
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const note = paid
    ? `Paid in full${invoice.paidAt ? ` on ${day(invoice.paidAt)}` : ''}. Thank you for your business.`
    : invoice.status === 'void'
      ? 'This invoice has been voided; nothing is due.'
      : `Payment of ${formatMoney(invoice.totalCents, currency, { whole: false })} is due on receipt. Thank you for your business.`
  doc.text(note, PAGE.margin, y, { width: CONTENT_WIDTH })

  drawFooter(doc, issuer)

  doc.end()
  return finished
}

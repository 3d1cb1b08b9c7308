import type { creditNotes, invoices } from '../../db/schema/billing'
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

type CreditNoteRow = typeof creditNotes.$inferSelect
type InvoiceRow = typeof invoices.$inferSelect

/**
 * A credit note as a document, drawn as its invoice is: the studio top left, the title and particulars top right,
 * who it is made out to (the invoice's customer), then what it credits and why.
 */
export async function renderCreditNotePdf(note: CreditNoteRow, invoice: InvoiceRow): Promise<Buffer> {
  const currency = toCurrency(invoice.currency)
  const issuer = invoice.issuer
  const { doc, finished } = openDocument({
    title: `Credit note ${note.number}`,
    author: issuer?.name ?? '',
    subject: `Credit note ${note.number} for invoice ${invoice.number}`,
    createdAt: note.createdAt,
  })
  const header = drawHeader(doc, {
    issuer,
    title: 'Credit note',
    titleSize: 24,
    facts: [
      ['Credit note number', note.number],
      ['Issue date', day(note.createdAt)],
      ['Credits invoice', invoice.number],
      ['Invoice date', day(invoice.issuedAt)],
    ],
    labelWidth: 110,
  })
  let y = drawParty(doc, 'CREDITED TO', invoice.billTo, Math.max(header.y, header.issuerBottom) + 28)

  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 22).fillColor('#f3f4f6').fill()
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED)
  doc.text('DESCRIPTION', PAGE.margin + 8, y + 7, { width: 340 })
  doc.text('AMOUNT', RIGHT - 108, y + 7, { width: 100, align: 'right' })
  y += 22
  const description = drawable(`Credit against invoice ${invoice.number}: ${note.reason}`)
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  const height = doc.heightOfString(description, { width: 340 })
  doc.text(description, PAGE.margin + 8, y + 8, { width: 340 })
  doc.text(formatMoney(-note.amountCents, currency, { whole: false }), RIGHT - 108, y + 8, {
    width: 100,
    align: 'right',
  })
  y += height + 16
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke()
  y += 14

  const labelX = RIGHT - 230
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK)
    doc.text(label, labelX, y, { width: 130 })
    doc.text(value, RIGHT - 100, y, { width: 100, align: 'right' })
    y += (bold ? 12 : 10) + 8
  }
  row('Invoice total', formatMoney(invoice.totalCents, currency, { whole: false }))
  row(`Credited (${currency})`, formatMoney(note.amountCents, currency, { whole: false }), true)
  y += 12
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('REASON', PAGE.margin, y)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(drawable(note.reason), PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH })
  doc.moveDown(1)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `This credit note cancels ${formatMoney(note.amountCents, currency, { whole: false })} of invoice ${invoice.number}. The amount is refunded to the original payment method.`,
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    )

  drawFooter(doc, issuer)
  doc.end()
  return finished
}

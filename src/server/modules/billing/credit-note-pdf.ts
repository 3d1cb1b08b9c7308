import PDFDocument from 'pdfkit'
import type { creditNotes, invoices } from '../../db/schema/billing'
import {
  ACCENT,
  CONTENT_WIDTH,
  day,
  drawable,
  INK,
  MUTED,
  PAGE,
  partyLines,
  RIGHT,
  RULE,
  usd,
} from './invoice-pdf'

type CreditNoteRow = typeof creditNotes.$inferSelect
type InvoiceRow = typeof invoices.$inferSelect

/**
 * A credit note as a document, drawn as its invoice is: the studio top left, the title and particulars top right,
 * who it is made out to (the invoice's customer), then what it credits and why.
 */
export async function renderCreditNotePdf(note: CreditNoteRow, invoice: InvoiceRow): Promise<Buffer> {
  const issuer = invoice.issuer
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: false,
    info: {
      Title: `Credit note ${note.number}`,
      Author: drawable(issuer?.name ?? ''),
      Subject: `Credit note ${note.number} for invoice ${invoice.number}`,
      CreationDate: note.createdAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const top = PAGE.margin

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(drawable(issuer?.name ?? ''), PAGE.margin, top, { width: 260 })
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.moveDown(0.2)
  for (const line of partyLines(issuer, true)) doc.text(line, { width: 260 })
  if (issuer?.registration) doc.text(drawable(issuer.registration), { width: 260 })
  const issuerBottom = doc.y

  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(ACCENT)
    .text('Credit note', RIGHT - 220, top - 4, { width: 220, align: 'right' })
  const facts: Array<[string, string]> = [
    ['Credit note number', note.number],
    ['Issue date', day.format(note.createdAt)],
    ['Credits invoice', invoice.number],
    ['Invoice date', day.format(invoice.issuedAt)],
  ]
  let y = top + 32
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, RIGHT - 220, y, { width: 110 })
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(drawable(value), RIGHT - 110, y, { width: 110, align: 'right' })
    y += 14
  }

  y = Math.max(y, issuerBottom) + 28
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('CREDITED TO', PAGE.margin, y)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(drawable(invoice.billTo?.name ?? ''), PAGE.margin, doc.y + 4, { width: 280 })
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  for (const line of partyLines(invoice.billTo)) doc.text(line, { width: 280 })
  y = doc.y + 24

  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 22).fillColor('#f3f4f6').fill()
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED)
  doc.text('DESCRIPTION', PAGE.margin + 8, y + 7, { width: 340 })
  doc.text('AMOUNT', RIGHT - 108, y + 7, { width: 100, align: 'right' })
  y += 22
  const description = drawable(`Credit against invoice ${invoice.number}: ${note.reason}`)
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  const height = doc.heightOfString(description, { width: 340 })
  doc.text(description, PAGE.margin + 8, y + 8, { width: 340 })
  doc.text(usd(-note.amountCents), RIGHT - 108, y + 8, { width: 100, align: 'right' })
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
  row('Invoice total', usd(invoice.totalCents))
  row('Credited (USD)', usd(note.amountCents), true)
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
      `This credit note cancels ${usd(note.amountCents)} of invoice ${invoice.number}. The amount is refunded to the original payment method.`,
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    )

  const footerY = PAGE.height - PAGE.margin - 42
  doc.moveTo(PAGE.margin, footerY).lineTo(RIGHT, footerY).lineWidth(0.5).strokeColor(RULE).stroke()
  doc.font('Helvetica').fontSize(8).fillColor(MUTED)
  const footer = [
    drawable([issuer?.name, issuer?.address].filter(Boolean).join(' · ')),
    drawable([issuer?.registration, issuer?.email].filter(Boolean).join(' · ')),
    'All amounts are in US dollars (USD).',
  ]
  doc.text(footer.join('\n'), PAGE.margin, footerY + 8, { width: CONTENT_WIDTH, align: 'center' })
  doc.end()
  return finished
}

import PDFDocument from 'pdfkit'
import type { InvoiceParty, invoices } from '../../db/schema/billing'

type InvoiceRow = typeof invoices.$inferSelect

/*
 * The invoice as a document, drawn with pdfkit's standard fonts on A4. Everything a customer or the studio wrote
 * (names, addresses, line descriptions, coupon codes) is drawn as text, never interpreted.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 50 }
export const RIGHT = PAGE.width - PAGE.margin
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const INK = '#1f2937'
export const MUTED = '#6b7280'
export const RULE = '#d1d5db'
export const ACCENT = '#4f46e5'
const PAID = '#15803d'
const DUE = '#b91c1c'

/** Characters the standard fonts' WinAnsi encoding has beyond Latin-1 (dashes, quotes, euro, …). */
const WIN_ANSI_EXTRA = new Set([
  402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710,
  8482, 338, 339, 732, 352, 353, 376, 381, 382,
])

/** Text the standard fonts can draw: other characters become `?`, control characters a space. */
export function drawable(text: string): string {
  let out = ''
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    if (ch === '\n') out += ch
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0)) out += ' '
    else if (c <= 0xff || WIN_ANSI_EXTRA.has(c)) out += ch
    else out += '?'
  }
  return out
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** `$1,234.50`; negative amounts as `-$25.00`. */
export function usd(cents: number) {
  return `${cents < 0 ? '-' : ''}$${money.format(Math.abs(cents) / 100)}`
}

export const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A party's lines under its name; `splitAddress` puts each part of a comma-separated address on its own line. */
export function partyLines(p: InvoiceParty | null, splitAddress = false): string[] {
  if (!p) return []
  const address = p.address ? drawable(p.address).split(splitAddress ? /\n|,\s*/ : '\n') : []
  return [...(p.company ? [drawable(p.company)] : []), ...address, ...(p.email ? [drawable(p.email)] : [])]
}

/** Renders the invoice to PDF bytes. */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const issuer = invoice.issuer
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: false,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: drawable(issuer?.name ?? ''),
      Subject: `Invoice ${invoice.number}`,
      CreationDate: invoice.issuedAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const paid = invoice.status === 'paid'
  const top = PAGE.margin

  // Issuer, top left.
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

  // Title and the invoice's particulars, top right.
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(ACCENT)
    .text('INVOICE', RIGHT - 220, top - 4, { width: 220, align: 'right' })
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Issue date', day.format(invoice.issuedAt)],
    paid && invoice.paidAt ? ['Paid on', day.format(invoice.paidAt)] : ['Payment due', 'On receipt'],
  ]
  let y = top + 32
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, RIGHT - 220, y, { width: 100 })
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(drawable(value), RIGHT - 120, y, { width: 120, align: 'right' })
    y += 14
  }

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

  // Bill to.
  y = Math.max(y, issuerBottom) + 28
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('BILL TO', PAGE.margin, y)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(drawable(invoice.billTo?.name ?? ''), PAGE.margin, doc.y + 4, { width: 280 })
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  for (const line of partyLines(invoice.billTo)) doc.text(line, { width: 280 })
  y = doc.y + 24

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
    doc.text(usd(line.unitCents), cols.unit.x, y + 8, { width: cols.unit.width, align: 'right' })
    doc.text(usd(line.amountCents), cols.amount.x, y + 8, { width: cols.amount.width, align: 'right' })
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
  row('Subtotal', usd(invoice.subtotalCents))
  row('Discount', invoice.discountCents ? usd(-invoice.discountCents) : usd(0))
  doc
    .moveTo(labelX, y - 2)
    .lineTo(RIGHT, y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
  y += 4
  row('Total (USD)', usd(invoice.totalCents), { bold: true, size: 12 })
  if (paid) {
    row('Amount paid', usd(invoice.totalCents), { color: PAID })
    row('Amount due', usd(0), { bold: true })
  } else if (invoice.status !== 'void') {
    row('Amount due', usd(invoice.totalCents), { bold: true, color: DUE })
  }
  y = Math.max(y, doc.y) + 20

  // Note on payment.
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const note = paid
    ? `Paid in full${invoice.paidAt ? ` on ${day.format(invoice.paidAt)}` : ''}. Thank you for your business.`
    : invoice.status === 'void'
      ? 'This invoice has been voided; nothing is due.'
      : `Payment of ${usd(invoice.totalCents)} is due on receipt. Thank you for your business.`
  doc.text(note, PAGE.margin, y, { width: CONTENT_WIDTH })

  // Footer.
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

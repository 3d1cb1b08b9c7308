import PDFDocument from 'pdfkit'
import type { InvoiceParty } from '../../db/schema/billing'
import { formatDate } from '../../../shared/dates'

/*
 * What the billing documents (invoices, credit notes) share: pdfkit's standard fonts on A4, the palette, the
 * studio's header and the footer. Everything a customer or the studio wrote (names, addresses, descriptions,
 * codes) is drawn as text, never interpreted.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 50 }
export const RIGHT = PAGE.width - PAGE.margin
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const INK = '#1f2937'
export const MUTED = '#6b7280'
export const RULE = '#d1d5db'
export const ACCENT = '#4f46e5'

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

/** A document's day (UTC): `Dec 2, 2026`. */
export function day(at: Date | string): string {
  return formatDate(at, { timeZone: 'UTC' })
}

/** A party's lines under its name; `splitAddress` puts each part of a comma-separated address on its own line. */
export function partyLines(p: InvoiceParty | null, splitAddress = false): string[] {
  if (!p) return []
  const address = p.address ? drawable(p.address).split(splitAddress ? /\n|,\s*/ : '\n') : []
  return [...(p.company ? [drawable(p.company)] : []), ...address, ...(p.email ? [drawable(p.email)] : [])]
}

/** An A4 document and the promise of its bytes, which settles once `doc.end()` is called. */
export function openDocument(info: { title: string; author: string; subject: string; createdAt: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: false,
    info: {
      Title: info.title,
      Author: drawable(info.author),
      Subject: info.subject,
      CreationDate: info.createdAt,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, finished }
}

/**
 * The studio (the issuer) top left; the document's title and its particulars top right, each label in
 * `labelWidth` points and its value right-aligned in the rest of the 220-point column. Returns where the
 * particulars end and where the issuer's block ends.
 */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  header: {
    issuer: InvoiceParty | null
    title: string
    titleSize: number
    facts: Array<[string, string]>
    labelWidth: number
  },
) {
  const { issuer } = header
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
    .fontSize(header.titleSize)
    .fillColor(ACCENT)
    .text(header.title, RIGHT - 220, top - 4, { width: 220, align: 'right' })
  const valueWidth = 220 - header.labelWidth
  let y = top + 32
  for (const [label, value] of header.facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, RIGHT - 220, y, { width: header.labelWidth })
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(drawable(value), RIGHT - valueWidth, y, { width: valueWidth, align: 'right' })
    y += 14
  }
  return { y, issuerBottom }
}

/** The customer's block (`BILL TO`, `CREDITED TO`, …) at `y`; returns where what follows it starts. */
export function drawParty(doc: PDFKit.PDFDocument, label: string, party: InvoiceParty | null, y: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(label, PAGE.margin, y)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(drawable(party?.name ?? ''), PAGE.margin, doc.y + 4, { width: 280 })
  doc.font('Helvetica').fontSize(9).fillColor(INK)
  for (const line of partyLines(party)) doc.text(line, { width: 280 })
  return doc.y + 24
}

/** The studio's details and the currency note at the foot of the page. */
export function drawFooter(doc: PDFKit.PDFDocument, issuer: InvoiceParty | null) {
  const footerY = PAGE.height - PAGE.margin - 42
  doc.moveTo(PAGE.margin, footerY).lineTo(RIGHT, footerY).lineWidth(0.5).strokeColor(RULE).stroke()
  doc.font('Helvetica').fontSize(8).fillColor(MUTED)
  const footer = [
    drawable([issuer?.name, issuer?.address].filter(Boolean).join(' · ')),
    drawable([issuer?.registration, issuer?.email].filter(Boolean).join(' · ')),
    'All amounts are in US dollars (USD).',
  ]
  doc.text(footer.join('\n'), PAGE.margin, footerY + 8, { width: CONTENT_WIDTH, align: 'center' })
}

import { describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'
import { EMPTY_ZIP, pdfFile, zipFile } from '../../test/documents'
import { ONE_PIXEL_PNG, pngDeclaring } from '../../test/images'
import { checkAttachment, MAX_ATTACHMENT_BYTES } from './attachments'

/* Real 1×1 pictures: an image attachment's header is read for its size in pixels, as an image upload's is. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const TEXT = Buffer.from('these are only notes, whatever the file is called')

const refused = (message: string) => ({ ok: false, message })

/** `head` followed by zeros up to `size` bytes and then `tail`. */
function padded(head: Buffer, size: number, tail = Buffer.alloc(0)): Buffer {
  const bytes = Buffer.alloc(size)
  head.copy(bytes)
  tail.copy(bytes, size - tail.length)
  return bytes
}

describe('a file for the message thread', () => {
  it.each([
    ['logo.png', ONE_PIXEL_PNG, 'image/png', 'png'],
    ['photo.jpg', JPEG, 'image/jpeg', 'jpg'],
    ['photo.JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['banner.webp', WEBP, 'image/webp', 'webp'],
    ['anim.GIF', GIF, 'image/gif', 'gif'],
    ['brief.pdf', pdfFile(), 'application/pdf', 'pdf'],
    ['Brief.PDF', pdfFile(), 'application/pdf', 'pdf'],
    ['site.zip', zipFile(), 'application/zip', 'zip'],
    ['nothing.zip', EMPTY_ZIP, 'application/zip', 'zip'],
  ])('%s is accepted as %s, stored as .%s', (name, bytes, type, ext) => {
    expect(checkAttachment(bytes, name)).toEqual({ ok: true, type, ext })
  })

  it('is accepted at exactly 20 MB and refused one byte over, whatever it is', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(20 * 1024 * 1024)
    const pdf = padded(pdfFile(), MAX_ATTACHMENT_BYTES, Buffer.from('%%EOF\n'))
    expect(checkAttachment(pdf, 'brief.pdf')).toMatchObject({ ok: true, type: 'application/pdf' })
    // An image far over an image upload's 5 MB is still an attachment.
    expect(checkAttachment(padded(ONE_PIXEL_PNG, MAX_ATTACHMENT_BYTES), 'logo.png')).toMatchObject({
      ok: true,
      type: 'image/png',
    })
    const over = padded(pdfFile(), MAX_ATTACHMENT_BYTES + 1, Buffer.from('%%EOF\n'))
    expect(checkAttachment(over, 'brief.pdf')).toEqual(refused(UPLOAD_MESSAGES.attachmentSize))
    expect(checkAttachment(padded(ONE_PIXEL_PNG, MAX_ATTACHMENT_BYTES + 1), 'logo.png')).toEqual(
      refused(UPLOAD_MESSAGES.attachmentSize),
    )
  })

  it('is refused when empty', () => {
    expect(checkAttachment(new Uint8Array(0), 'brief.pdf')).toEqual(
      refused(UPLOAD_MESSAGES.attachmentMissing),
    )
  })

  it.each([
    ['a PNG named brief.pdf', ONE_PIXEL_PNG, 'brief.pdf'],
    ['a text file named notes.pdf', TEXT, 'notes.pdf'],
    ['a PDF named site.zip', pdfFile(), 'site.zip'],
    ['a zip named logo.png', zipFile(), 'logo.png'],
    ['a JPEG named photo.png', JPEG, 'photo.png'],
    ['a zip without its end record', zipFile().subarray(0, -22), 'site.zip'],
    ['a zip with zeros after its end record', padded(zipFile(), 100_000), 'site.zip'],
    ['a PDF without %%EOF', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), 'brief.pdf'],
    ['a PDF whose %%EOF is not in its last 1024 bytes', padded(pdfFile(), 4096), 'brief.pdf'],
    ['a PNG signature with no readable header', ONE_PIXEL_PNG.subarray(0, 12), 'logo.png'],
  ])('is refused as not what it says: %s', (_what, bytes, name) => {
    expect(checkAttachment(bytes, name)).toEqual(refused(UPLOAD_MESSAGES.attachmentMismatch))
  })

  it('finds a zip’s end record and a PDF’s %%EOF as far from the end as readers look, and no further', () => {
    // A zip's end record may be followed by a comment of up to 65,535 bytes.
    const zip = (comment: number) => zipFile('notes.txt', 'sitecraft', 'c'.repeat(comment))
    expect(checkAttachment(zip(65_535), 'site.zip')).toMatchObject({ ok: true, type: 'application/zip' })
    const oneByteFurther = Buffer.concat([zip(65_535), Buffer.from('c')])
    expect(checkAttachment(oneByteFurther, 'site.zip')).toEqual(refused(UPLOAD_MESSAGES.attachmentMismatch))
    // A PDF's %%EOF (pdfFile's is followed by a newline) must start within its last 1024 bytes.
    const pdf = (after: number) => Buffer.concat([pdfFile(), Buffer.alloc(after - 1, 0x20)])
    expect(checkAttachment(pdf(1019), 'brief.pdf')).toMatchObject({ ok: true, type: 'application/pdf' })
    expect(checkAttachment(pdf(1020), 'brief.pdf')).toEqual(refused(UPLOAD_MESSAGES.attachmentMismatch))
  })

  it.each([
    ['a text file named notes.txt', TEXT, 'notes.txt'],
    ['a zip named report.docx', zipFile(), 'report.docx'],
    ['a PDF with no extension', pdfFile(), 'brief'],
  ])('is refused as a kind of file not taken: %s', (_what, bytes, name) => {
    expect(checkAttachment(bytes, name)).toEqual(refused(UPLOAD_MESSAGES.attachmentType))
  })

  it('is refused over 8000 pixels a side, as an image upload is', () => {
    expect(checkAttachment(pngDeclaring(9000, 10), 'bomb.png')).toEqual(refused(UPLOAD_MESSAGES.pixels))
  })
})

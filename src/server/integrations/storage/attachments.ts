import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  attachmentTypeOfName,
  UPLOAD_MESSAGES,
} from '../../../shared/contracts/uploads'
import { checkImage, NOT_AN_IMAGE, sniffImageType } from './images'

/** The files a message of the project's thread may carry: images, PDFs and zips, up to 20 MB each. */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES

const PDF_START = Buffer.from('%PDF-', 'latin1')
const PDF_END = Buffer.from('%%EOF', 'latin1')
const ZIP_START = Buffer.from('PK\x03\x04', 'latin1')
/** A zip's end-of-central-directory record: an empty archive is that record alone. */
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1')

/** Where a PDF's `%%EOF` may be: in its last 1024 bytes, where PDF readers look for it. */
const PDF_END_WINDOW = 1024
/** The end record's 22 bytes and a comment of up to 65,535 after it: where zip readers look for the record. */
const ZIP_END_WINDOW = 22 + 65_535

/** Whether `signature` occurs anywhere in the last `window` bytes. */
const endsWithin = (bytes: Buffer, signature: Buffer, window: number) =>
  bytes.subarray(Math.max(0, bytes.length - window)).includes(signature)

/**
 * The type the bytes say, whatever the file is called. A PDF or a zip must also have its end, where readers start
 * reading it: without it the file was cut short (or is something else that starts the same way).
 */
function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const image = sniffImageType(bytes)
  if (image) return image
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const startsWith = (signature: Buffer) => buffer.subarray(0, signature.length).equals(signature)
  if (startsWith(PDF_START) && endsWithin(buffer, PDF_END, PDF_END_WINDOW)) return 'application/pdf'
  if ((startsWith(ZIP_START) || startsWith(ZIP_END)) && endsWithin(buffer, ZIP_END, ZIP_END_WINDOW))
    return 'application/zip'
  return null
}

/**
 * Checks a file for the message thread: its size, then its bytes, then that its name's extension agrees with
 * them (a PNG named brief.pdf would open in the wrong program, or not at all), then an image's pixels as
 * checkImage does. Returns its type and the extension it is stored under, or the message to show.
 */
export function checkAttachment(
  bytes: Uint8Array,
  fileName: string,
): { ok: true; type: AttachmentType; ext: string } | { ok: false; message: string } {
  if (bytes.length > MAX_ATTACHMENT_BYTES) return { ok: false, message: UPLOAD_MESSAGES.attachmentSize }
  if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES.attachmentMissing }
  const named = attachmentTypeOfName(fileName)
  // A name no accepted type ends in (notes.txt, report.docx) is the wrong kind of file, whatever its bytes.
  if (!named) return { ok: false, message: UPLOAD_MESSAGES.attachmentType }
  const type = sniffAttachmentType(bytes)
  if (type !== named) return { ok: false, message: UPLOAD_MESSAGES.attachmentMismatch }
  if (type.startsWith('image/')) {
    const image = checkImage(bytes, MAX_ATTACHMENT_BYTES)
    if (!image.ok)
      return {
        ok: false,
        message: image.message === NOT_AN_IMAGE ? UPLOAD_MESSAGES.attachmentMismatch : image.message,
      }
  }
  return { ok: true, type, ext: ATTACHMENT_EXTENSIONS[type][0] }
}

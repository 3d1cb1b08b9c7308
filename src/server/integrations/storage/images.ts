import { imageSize } from 'image-size'
import { UPLOAD_MESSAGES } from '../../../shared/contracts/uploads'

/** The pictures a customer may upload (a logo, design references): up to 5 MB, known by their bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/**
 * Pixels on each side at most: a few kilobytes can declare 65,535 × 65,535 pixels, which every browser and image
 * tool that opens it would try to hold in memory.
 */
export const MAX_IMAGE_SIDE = 8000

export const IMAGE_TOO_LARGE = UPLOAD_MESSAGES.size
export const NOT_AN_IMAGE = UPLOAD_MESSAGES.type

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

/**
 * The image type the bytes themselves say, whatever the file is called: PNG, JPEG, WebP (RIFF….WEBP) or GIF
 * (87a/89a). Anything else (a text file named logo.png included) is not an image here.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif'
  return null
}

/**
 * Checks an upload: its size, then its bytes, then its size in pixels as its header declares it (read by
 * image-size). Returns its type, or the message to show. A file whose header cannot be read is not an image.
 * `maxBytes` is a larger limit for a caller that takes bigger files (the message thread's attachments); such a
 * caller checks the size first itself, since the message here names the 5 MB of an image upload.
 */
export function checkImage(
  bytes: Uint8Array,
  maxBytes = MAX_IMAGE_BYTES,
): { ok: true; type: ImageType } | { ok: false; message: string } {
  if (bytes.length > maxBytes) return { ok: false, message: IMAGE_TOO_LARGE }
  const type = sniffImageType(bytes)
  if (!type) return { ok: false, message: NOT_AN_IMAGE }
  let size: { width: number; height: number }
  try {
    size = imageSize(bytes)
  } catch {
    return { ok: false, message: NOT_AN_IMAGE }
  }
  if (!(size.width > 0 && size.height > 0)) return { ok: false, message: NOT_AN_IMAGE }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return { ok: false, message: UPLOAD_MESSAGES.pixels }
  return { ok: true, type }
}

/** A real 1×1 PNG: the upload check reads its header and its size in pixels. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** That PNG with `tail` after its end: still the same picture, with bytes of its own (unique files). */
export const pngWith = (tail: Buffer) => Buffer.concat([ONE_PIXEL_PNG, tail])

/** A small PNG whose header declares `width` × `height` pixels (a decompression bomb's header). */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(ONE_PIXEL_PNG)
  // IHDR's width and height follow the signature (8), the chunk length (4) and the type (4).
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  return png
}

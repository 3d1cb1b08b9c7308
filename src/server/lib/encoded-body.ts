import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024

/** A body compressed once for every client that accepts it, with its ETag. */
export interface EncodedBody {
  identity: Buffer
  br: Buffer | undefined
  gzip: Buffer | undefined
  etag: string
}

/**
 * `brotliQuality`: 11 (the smallest) for what is compressed once at start, lower for what is compressed while a
 * request waits.
 */
export function encodeBody(identity: Buffer, brotliQuality = 5): EncodedBody {
  const large = identity.length >= COMPRESS_MIN_BYTES
  return {
    identity,
    br: large
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
      : undefined,
    gzip: large ? gzipSync(identity, { level: 9 }) : undefined,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
  }
}

/** Whether an Accept-Encoding header allows `coding` (named or through `*`, and not with q=0). */
function accepts(header: string, coding: string): boolean {
  let wildcard = false
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim())
    if (name !== coding && name !== '*') continue
    const q = params.find((p) => p.startsWith('q='))
    const allowed = q === undefined || Number(q.slice(2)) > 0
    if (name === coding) return allowed
    wildcard = allowed
  }
  return wildcard
}

/** The bytes to send for an Accept-Encoding header: brotli, else gzip, else the plain body. */
export function encodeFor(
  body: EncodedBody,
  acceptEncoding: string | undefined,
): { payload: Buffer; encoding: 'br' | 'gzip' | undefined } {
  if (acceptEncoding) {
    if (body.br && accepts(acceptEncoding, 'br')) return { payload: body.br, encoding: 'br' }
    if (body.gzip && accepts(acceptEncoding, 'gzip')) return { payload: body.gzip, encoding: 'gzip' }
  }
  return { payload: body.identity, encoding: undefined }
}

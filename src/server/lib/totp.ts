import { createHmac, randomBytes } from 'node:crypto'
import { safeEqual } from './crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Encode(buf: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of buf) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

function base32Decode(s: string): Buffer {
  const clean = s.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch)
    if (idx < 0) continue
    value = (value << 5) | idx
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** RFC 6238 code (HMAC-SHA1, 30 s steps, 6 digits) for the step containing `at`. */
export function totpCode(secret: string, at: Date, stepOffset = 0): string {
  const counter = Math.floor(at.getTime() / 1000 / 30) + stepOffset
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const h = createHmac('sha1', base32Decode(secret)).update(msg).digest()
  const offset = h[h.length - 1]! & 0xf
  const bin = ((h[offset]! & 0x7f) << 24) | (h[offset + 1]! << 16) | (h[offset + 2]! << 8) | h[offset + 3]!
  return String(bin % 1_000_000).padStart(6, '0')
}

/** Accepts the current step and one either side, for clocks that drift a little. */
export function verifyTotp(secret: string, code: string, at: Date): boolean {
  let ok = false
  for (const offset of [-1, 0, 1]) if (safeEqual(totpCode(secret, at, offset), code)) ok = true
  return ok
}

export function otpauthUrl(secret: string, account: string, issuer = 'SiteCraft'): string {
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`
}

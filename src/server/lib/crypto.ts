import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
export function randomDigits(length: number): string {
  let s = ''
  for (let i = 0; i < length; i++) s += String(randomInt(0, 10))
  return s
}
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab)
    return false
  }
  return timingSafeEqual(ab, bb)
}

import { describe, expect, it } from 'vitest'
import { generateTotpSecret, matchTotpStep, otpauthUrl, totpCode } from './totp'

// RFC 6238 appendix B, SHA-1 secret "12345678901234567890", last six digits of the eight-digit values.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('totp', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code)
  })

  it('names the step a code belongs to, one step either side of now, and nothing further', () => {
    const at = new Date(1234567890 * 1000)
    const step = Math.floor(1234567890 / 30)
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step)
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at, -1), at)).toBe(step - 1)
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at, 1), at)).toBe(step + 1)
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at, -2), at)).toBeNull()
  })

  it('issues 160-bit base32 secrets in an otpauth URL authenticator apps read', () => {
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(otpauthUrl(secret, 'boss@studio.test'))
    expect(url.protocol).toBe('otpauth:')
    expect(url.searchParams.get('secret')).toBe(secret)
    expect(url.searchParams.get('issuer')).toBe('SiteCraft')
    expect(url.searchParams.get('digits')).toBe('6')
    expect(url.searchParams.get('period')).toBe('30')
  })
})

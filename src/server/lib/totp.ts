import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: HMAC-SHA1, 30-second steps, 6 digits. */
const PERIOD = 30
const options = { algorithm: 'SHA1', digits: 6, period: PERIOD } as const

export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The code for the step containing `at` (plus `stepOffset` steps); tests use it as an authenticator app. */
export function totpCode(secret: string, at: Date, stepOffset = 0): string {
  return TOTP.generate({
    ...options,
    secret: Secret.fromBase32(secret),
    timestamp: at.getTime() + stepOffset * PERIOD * 1000,
  })
}

/**
 * The time step the code belongs to, or null when it matches none. The current step and one either side
 * are accepted, for clocks that drift a little; the caller remembers the step so the code works once.
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime()
  const delta = TOTP.validate({
    ...options,
    secret: Secret.fromBase32(secret),
    token: code,
    timestamp,
    window: 1,
  })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta
}

export function otpauthUrl(secret: string, account: string, issuer = 'SiteCraft'): string {
  return new TOTP({ ...options, issuer, label: account, secret: Secret.fromBase32(secret) }).toString()
}

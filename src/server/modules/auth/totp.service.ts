import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import type { AppContext } from '../../context'
import { AppError } from '../../lib/app-error'
import { sha256 } from '../../lib/crypto'
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp'
import * as repo from './auth.repo'

const RECOVERY_CODE_COUNT = 10

function normalizeRecovery(code: string) {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** Starts enrolment: a new secret, shown once as a QR code and as text. Not active until confirmed. */
export async function setupTotp(ctx: AppContext, userId: number) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw AppError.notFound()
  if (user.totpEnabledAt) throw AppError.conflict('Two-factor authentication is already on for this account.')
  const secret = generateTotpSecret()
  await repo.updateUser(ctx.db, userId, { totpSecret: secret })
  const url = otpauthUrl(secret, user.email)
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl: url, qrSvg }
}

/** Confirms enrolment with a first code and returns one-time recovery codes (shown once, stored hashed). */
export async function enableTotp(ctx: AppContext, userId: number, code: string) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw AppError.notFound()
  if (user.totpEnabledAt) throw AppError.conflict('Two-factor authentication is already on for this account.')
  if (!user.totpSecret) throw AppError.conflict('Start the set-up first to get a QR code.')
  if (!verifyTotp(user.totpSecret, code, ctx.clock.now())) {
    throw new AppError('BAD_REQUEST', 'That code does not match. Check the time on your phone and try again.')
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex')
    return `${hex.slice(0, 5)}-${hex.slice(5)}`
  })
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { totpEnabledAt: ctx.clock.now() })
    await repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((c) => sha256(normalizeRecovery(c))),
    )
  })
  ctx.log.info({ event: 'totp.enabled', userId }, 'security event')
  return { recoveryCodes: codes }
}

/** An authenticator code, or a recovery code that then can never be used again. */
export async function verifySecondFactor(
  ctx: AppContext,
  user: repo.UserRow,
  code: string,
): Promise<boolean> {
  const trimmed = code.trim()
  if (/^\d{6}$/.test(trimmed))
    return !!user.totpSecret && verifyTotp(user.totpSecret, trimmed, ctx.clock.now())
  const normalized = normalizeRecovery(trimmed)
  if (normalized.length !== 10) return false
  return repo.useRecoveryCode(ctx.db, user.id, sha256(normalized), ctx.clock.now())
}

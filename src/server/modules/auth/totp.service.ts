import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { sha256 } from '../../lib/crypto'
import { createSecretBox, isSealed } from '../../lib/secret-box'
import { generateTotpSecret, matchTotpStep, otpauthUrl } from '../../lib/totp'
import { verifyPassword } from '../../lib/password'
import { enqueueMail } from '../../integrations/mail/outbox'
import { twoFactorEnabledMail } from './auth.mail'
import * as repo from './auth.repo'
import { claimTotpStep } from './totp.repo'

const RECOVERY_CODE_COUNT = 10

function normalizeRecovery(code: string) {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The secret is stored sealed, bound to its account, so a database copy alone does not reveal it. */
const secretContext = (userId: number) => `totp:user:${userId}`

/**
 * Accepts an authenticator code once: the code's time step is claimed for the account, so the same code (or
 * one of an earlier step) is refused afterwards. A secret stored in clear before sealing existed is sealed now.
 */
async function acceptTotp(ctx: AppContext, user: repo.UserRow, code: string): Promise<boolean> {
  const stored = user.totpSecret
  if (!stored) return false
  const box = createSecretBox(ctx.config.secretsKey)
  const context = secretContext(user.id)
  const secret = isSealed(stored) ? box.decrypt(stored, context) : stored
  const step = matchTotpStep(secret, code, ctx.clock.now())
  if (step === null) return false
  return claimTotpStep(ctx.db, user.id, step, isSealed(stored) ? undefined : box.encrypt(secret, context))
}

/**
 * Starts enrolment: a new secret, shown once as a QR code and as text. Not active until confirmed. The account's
 * password is checked again first (5 wrong tries in 15 minutes, then a pause), so a session alone cannot tie the
 * account to someone else's phone.
 */
export async function setupTotp(ctx: AppContext, userId: number, password: string) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw AppError.notFound()
  if (user.totpEnabledAt) throw AppError.conflict('Two-factor authentication is already on for this account.')
  const giveBack = await ctx.rateLimiter.claim([
    {
      key: String(userId),
      rule: {
        name: 'totp-setup-password',
        max: 5,
        windowMs: 15 * 60_000,
        message: 'Too many wrong passwords. Please try again in 15 minutes.',
      },
    },
  ])
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', 'That password is not right.', {
      fields: { password: 'That password is not right.' },
    })
  }
  await giveBack()
  const secret = generateTotpSecret()
  const totpSecret = createSecretBox(ctx.config.secretsKey).encrypt(secret, secretContext(userId))
  await repo.updateUser(ctx.db, userId, { totpSecret, totpLastStep: null })
  const url = otpauthUrl(secret, user.email)
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl: url, qrSvg }
}

/**
 * Confirms enrolment with a first code and returns one-time recovery codes (shown once, stored hashed). Every
 * other session of the account is signed out, and the owner is mailed.
 */
export async function enableTotp(ctx: AppContext, userId: number, sessionId: number, code: string) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw AppError.notFound()
  if (user.totpEnabledAt) throw AppError.conflict('Two-factor authentication is already on for this account.')
  if (!user.totpSecret) throw AppError.conflict('Start the set-up first to get a QR code.')
  if (!(await acceptTotp(ctx, user, code))) {
    throw new AppError('BAD_REQUEST', 'That code does not match. Check the time on your phone and try again.')
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex')
    return `${hex.slice(0, 5)}-${hex.slice(5)}`
  })
  await withTransaction(ctx, async ({ tx }) => {
    const now = ctx.clock.now()
    await repo.updateUser(tx, userId, { totpEnabledAt: now })
    await repo.revokeOtherSessions(tx, userId, sessionId, now)
    await enqueueMail(tx, {
      to: user.email,
      kind: 'totp-enabled',
      ...twoFactorEnabledMail(ctx.config.publicUrl),
    })
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
  if (/^\d{6}$/.test(trimmed)) return acceptTotp(ctx, user, trimmed)
  const normalized = normalizeRecovery(trimmed)
  if (normalized.length !== 10) return false
  return repo.useRecoveryCode(ctx.db, user.id, sha256(normalized), ctx.clock.now())
}

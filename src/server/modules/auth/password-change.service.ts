import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { mayAcknowledge } from '../../integrations/mail/acknowledgements'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../lib/password'
import { passwordResetMail } from './auth.mail'
import * as repo from './auth.repo'
import { type RequestMeta, securityEvent } from './auth.service'
import { createPasswordSetupLink } from './password-setup.service'
import { verifySecondFactor } from './totp.service'

// A staff member's own password: changed with the current one and the second factor, or reset by a link mailed
// to the account's address. Either ends every other session of the account; "sign out of every other device"
// ends them on its own.

const WRONG = 'Your current password or authenticator code is not right.'

export async function changePassword(
  ctx: AppContext,
  caller: { id: number; sessionId: number },
  input: { currentPassword: string; newPassword: string; totp?: string | undefined },
  meta: RequestMeta,
) {
  await ctx.rateLimiter.consume(`user:${caller.id}`, {
    name: 'password-change',
    max: 5,
    windowMs: 15 * 60_000,
    message: 'Too many attempts. Please try again in 15 minutes.',
  })
  const user = await repo.findUserById(ctx.db, caller.id)
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
  const passwordOk = await verifyPassword(user.passwordHash, input.currentPassword)
  const factorOk = !user.totpEnabledAt || (!!input.totp && (await verifySecondFactor(ctx, user, input.totp)))
  if (!passwordOk || !factorOk) {
    securityEvent(ctx, 'password.change.refused', { userId: user.id, ip: meta.ip })
    // 400, not 401: the session is fine (a 401 would sign the browser out); the answer names the field.
    throw new AppError('BAD_REQUEST', WRONG, {
      fields: passwordOk ? { totp: WRONG } : { currentPassword: WRONG },
    })
  }
  assertUncommonPassword(input.newPassword, 'newPassword')
  const passwordHash = await hashPassword(input.newPassword)
  await withTransaction(ctx, async ({ tx, clock }) => {
    await repo.updateUser(tx, user.id, { passwordHash })
    await repo.revokeOtherSessions(tx, user.id, caller.sessionId, clock.now())
  })
  securityEvent(ctx, 'password.changed', { userId: user.id, ip: meta.ip })
  return { success: true, message: 'Your password is changed. Every other device has been signed out.' }
}

export async function signOutOtherSessions(ctx: AppContext, caller: { id: number; sessionId: number }) {
  await repo.revokeOtherSessions(ctx.db, caller.id, caller.sessionId, ctx.clock.now())
  securityEvent(ctx, 'sessions.signed_out_others', { userId: caller.id })
  return { success: true, message: 'Every other device has been signed out.' }
}

const RESET_SENT =
  'If this address belongs to a staff account, we have sent it a link to set a new password. It works once, for 24 hours.'

/**
 * Mails a staff account a one-time link to set a new password (the setup link: 24 hours, once; using it ends every
 * session). The answer is the same for any address, and one address gets three such mails a day at most.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta) {
  await ctx.rateLimiter.consume(meta.ip, {
    name: 'password-reset-ip',
    max: 10,
    windowMs: 3600_000,
    message: 'Too many requests from your network. Please try again later.',
  })
  const user = await repo.findUserByEmail(ctx.db, email)
  if (user && user.role !== 'customer' && (await mayAcknowledge(ctx, email))) {
    const now = ctx.clock.now()
    await withTransaction(ctx, async ({ tx }) => {
      const link = await createPasswordSetupLink(tx, ctx.config.publicUrl, email, now)
      await enqueueMail(tx, { to: email, kind: 'password-reset', ...passwordResetMail(link.url, link.hours) })
    })
  }
  securityEvent(ctx, 'password.reset.requested', { ip: meta.ip })
  return { success: true, message: RESET_SENT }
}

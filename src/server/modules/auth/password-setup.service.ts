import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { randomToken, sha256 } from '../../lib/crypto'
import { assertUncommonPassword, hashPassword } from '../../lib/password'
import * as repo from './auth.repo'
import { type RequestMeta, securityEvent } from './auth.service'

const SETUP_LINK_HOURS = 24

/**
 * A one-time link that sets a staff account's first password: what a production start prints instead of a
 * password, so the log never holds a working credential. Valid 24 hours, once; only its hash is stored. The
 * token travels in the fragment (`#token=`), which browsers never send to a server or a proxy log.
 */
export async function createPasswordSetupLink(db: Executor, publicUrl: string, email: string, now: Date) {
  const token = randomToken(32)
  await repo.insertOtp(db, {
    email,
    purpose: repo.SETUP_PURPOSE,
    salt: '',
    codeHash: sha256(token),
    expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000),
    createdAt: now,
  })
  return { url: `${publicUrl}/account-setup#token=${token}`, hours: SETUP_LINK_HOURS }
}

export async function hasOpenPasswordSetupLink(db: Executor, email: string, now: Date) {
  return repo.hasOpenSetupCode(db, email, now)
}

const SETUP_LINK_INVALID = 'This setup link has expired or was already used. Ask for a new one.'

/** Sets the first password from a setup link: the link is used up in the same transaction that sets it. */
export async function completePasswordSetup(
  ctx: AppContext,
  token: string,
  password: string,
  meta: RequestMeta,
) {
  await ctx.rateLimiter.consume(meta.ip, {
    name: 'password-setup-ip',
    max: 10,
    windowMs: 15 * 60_000,
    message: 'Too many attempts. Please try again in 15 minutes.',
  })
  assertUncommonPassword(password)
  const passwordHash = await hashPassword(password)
  const role = await withTransaction(ctx, async ({ tx }) => {
    const email = await repo.claimSetupCode(tx, sha256(token), ctx.clock.now())
    const user = email ? await repo.findUserByEmail(tx, email) : undefined
    if (!user || user.role === 'customer') throw new AppError('BAD_REQUEST', SETUP_LINK_INVALID)
    await repo.updateUser(tx, user.id, { passwordHash })
    // A link sets a first password or resets a lost one: either way no session from before stays signed in.
    await repo.revokeOtherSessions(tx, user.id, 0, ctx.clock.now())
    return user.role
  })
  securityEvent(ctx, 'password.setup', { ip: meta.ip })
  return { success: true, message: 'Your password is set. Sign in with it now.', role }
}

import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { verifyPassword } from '../../lib/password'
import { pause } from '../../lib/clock'
import { failedSignInsMail } from './auth.mail'
import * as repo from './auth.repo'
import { verifySecondFactor } from './totp.service'
import { type RequestMeta, toUserDto, securityEvent, issueSession, mustEnrollTotp } from './auth.service'

// Sign-in by password: customers who have one, and staff (admin, CFO) with their second factor, each guess
// counted and limited.

type PasswordDoor = 'customer' | 'admin' | 'cfo'

const LOGIN_WINDOW_MS = 15 * 60_000
const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please try again in 15 minutes.'
/** Failures on one account (all clients) past which every attempt on it waits, and its owner is told. */
export const ACCOUNT_SLOW_AFTER = 10
/** How long an attempt on an account past that many failures waits before its password is checked. */
export const ACCOUNT_SLOW_MS = 2000

/**
 * Password guesses are limited per door (customer, admin and CFO sign-in never share counters). Refusals (429)
 * fall only on the client that guessed: per account and client together (5 failures in 15 minutes) and per
 * client across all accounts (30 attempts). Per account across all clients nothing is refused, so strangers'
 * failures from any number of networks never shut the owner out: past 10 failures every attempt on the account
 * waits 2 seconds before its password is checked (right or wrong alike, so the wait tells nothing), and the
 * owner is mailed once a window. Each attempt claims its place before the password is checked, so attempts
 * arriving together are counted exactly; a right password gives its claims back, so only failures count.
 */
async function claimPasswordAttempt(ctx: AppContext, door: PasswordDoor, email: string, ip: string) {
  await ctx.rateLimiter.consume(ip, {
    name: 'login-ip',
    max: 30,
    windowMs: LOGIN_WINDOW_MS,
    message: TOO_MANY_LOGINS,
  })
  const giveBackClient = await ctx.rateLimiter.claim([
    {
      key: `${email}|${ip}`,
      rule: {
        name: `login-fail-${door}-client`,
        max: 5,
        windowMs: LOGIN_WINDOW_MS,
        message: TOO_MANY_LOGINS,
      },
    },
  ])
  const account = await ctx.rateLimiter.count(email, {
    name: `login-fail-${door}`,
    windowMs: LOGIN_WINDOW_MS,
  })
  if (account.count > ACCOUNT_SLOW_AFTER) await pause(ctx.clock, ACCOUNT_SLOW_MS)
  return {
    /** The attempt succeeded: it counts against nothing. */
    async giveBack() {
      await giveBackClient()
      await account.release()
    },
    /** The attempt failed on an account that exists: past the threshold, its owner hears of it once a window. */
    async failed(user: repo.UserRow) {
      if (account.count >= ACCOUNT_SLOW_AFTER) await alertOwner(ctx, door, user, account.count)
    },
  }
}

/**
 * Mails the account's owner that it is being guessed at, at most once per window (a counter decides). `door` is
 * the way in being guessed at: a password door, or `code` for the e-mailed sign-in codes.
 */
export async function alertOwner(
  ctx: AppContext,
  door: PasswordDoor | 'code',
  user: Pick<repo.UserRow, 'id' | 'email'>,
  failures: number,
  windowMs = LOGIN_WINDOW_MS,
) {
  const first = await ctx.rateLimiter.count(user.email, { name: `login-alert-${door}`, windowMs })
  if (first.count !== 1) return
  await withTransaction(ctx, ({ tx }) =>
    enqueueMail(tx, {
      to: user.email,
      kind: 'sign-in-alert',
      ...failedSignInsMail({ failures, minutes: windowMs / 60_000, publicUrl: ctx.config.publicUrl }),
    }),
  )
  securityEvent(ctx, 'signin.alert', { door, userId: user.id, failures })
}

/** Password sign-in for customer accounts that have one (admin-created or registered with a password). */
export async function loginWithPassword(ctx: AppContext, email: string, password: string, meta: RequestMeta) {
  const attempt = await claimPasswordAttempt(ctx, 'customer', email, meta.ip)
  const user = await repo.findUserByEmail(ctx.db, email)
  const ok = await verifyPassword(user?.role === 'customer' ? user.passwordHash : null, password)
  if (!user || !ok) {
    securityEvent(ctx, 'signin.failure', { method: 'password', ip: meta.ip })
    if (user?.role === 'customer' && user.passwordHash) await attempt.failed(user)
    throw new AppError('UNAUTHORIZED', 'Invalid email or password')
  }
  await attempt.giveBack()
  const token = await withTransaction(ctx, ({ tx }) => issueSession(tx, ctx, user, meta))
  securityEvent(ctx, 'signin.success', { method: 'password', userId: user.id, ip: meta.ip })
  return { token, user: toUserDto(user) }
}

export const TOTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.'

/** Admin and CFO sign-in: password, then the second factor once enrolled. */
export async function staffLogin(
  ctx: AppContext,
  role: 'admin' | 'cfo',
  input: { email: string; password: string; totp?: string | undefined },
  meta: RequestMeta,
) {
  const attempt = await claimPasswordAttempt(ctx, role, input.email, meta.ip)
  const user = await repo.findUserByEmail(ctx.db, input.email)
  const ok = await verifyPassword(user?.role === role ? user.passwordHash : null, input.password)
  const failure = role === 'admin' ? 'Invalid admin credentials' : 'Invalid email or password'
  if (!user || !ok) {
    securityEvent(ctx, 'signin.failure', { method: `${role}-password`, ip: meta.ip })
    if (user?.role === role) await attempt.failed(user)
    throw new AppError('UNAUTHORIZED', failure)
  }
  if (user.totpEnabledAt) {
    if (!input.totp) {
      // The password was right; asking for the second step is not a failed guess.
      await attempt.giveBack()
      throw new AppError('UNAUTHORIZED', TOTP_REQUIRED, { fields: { totp: 'required' } })
    }
    if (!(await verifySecondFactor(ctx, user, input.totp))) {
      securityEvent(ctx, 'signin.failure', { method: `${role}-totp`, userId: user.id, ip: meta.ip })
      await attempt.failed(user)
      throw new AppError('UNAUTHORIZED', 'That authenticator code is not valid. Please try again.', {
        fields: { totp: 'invalid' },
      })
    }
  }
  await attempt.giveBack()
  const token = await withTransaction(ctx, ({ tx }) => issueSession(tx, ctx, user, meta))
  securityEvent(ctx, 'signin.success', { method: `${role}-password`, userId: user.id, ip: meta.ip })
  return {
    token,
    user: toUserDto(user),
    ...(mustEnrollTotp(ctx, user) ? { mustEnrollTotp: true } : {}),
  }
}

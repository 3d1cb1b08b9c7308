import { randomBytes } from 'node:crypto'
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type RegisterRequest,
  type User,
  type UserRole,
} from '../../../shared/contracts/auth'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import type { Executor } from '../../db/client'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto'
import { assertUncommonPassword, hashPassword, verifyPassword } from '../../lib/password'
import { pause } from '../../lib/clock'
import { failedSignInsMail, signInCodeMail } from './auth.mail'
import * as repo from './auth.repo'
import { verifySecondFactor } from './totp.service'

export interface RequestMeta {
  ip: string
  userAgent: string | null
}

const DAY = 24 * 3600_000
const SESSION_TTL: Record<UserRole, number> = { customer: 30 * DAY, admin: 12 * 3600_000, cfo: 12 * 3600_000 }

/** Inserts an account for another module (users); undefined when the address is taken (the unique index decides). */
export function insertAccount(tx: Executor, values: Parameters<typeof repo.insertUser>[1]) {
  return repo.insertUser(tx, values)
}

/** An account as another module reads it in its own transaction (whom to mail). */
export function findAccount(tx: Executor, id: number) {
  return repo.findUserById(tx, id)
}

/** A customer's account (not staff) for another module addressing one; undefined for staff or no such id. */
export async function findCustomerAccount(tx: Executor, id: number) {
  const row = await repo.findUserById(tx, id)
  return row?.role === 'customer' ? row : undefined
}

export function toUserDto(row: repo.UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    totpEnabled: !!row.totpEnabledAt,
    createdAt: row.createdAt.toISOString(),
  }
}

export function securityEvent(ctx: AppContext, event: string, data: Record<string, unknown>) {
  ctx.log.info({ event, ...data }, 'security event')
}

/** A 256-bit opaque token; only its hash is stored. */
async function issueSession(
  tx: Executor,
  ctx: AppContext,
  user: repo.UserRow,
  meta: RequestMeta,
): Promise<string> {
  const token = randomToken(32)
  const now = ctx.clock.now()
  await repo.insertSession(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL[user.role]),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  })
  await repo.updateUser(tx, user.id, { lastLoginAt: now })
  return token
}

export async function resolveSession(ctx: AppContext, token: string) {
  const row = await repo.findSessionUser(ctx.db, sha256(token), ctx.clock.now())
  if (!row) return undefined
  const { totpEnabledAt, ...user } = row
  return { ...user, mustEnrollTotp: mustEnrollTotp(ctx, { role: row.role, totpEnabledAt }) }
}

/** Staff without an enrolled authenticator, where the rule applies (always in production). */
export function mustEnrollTotp(ctx: AppContext, user: { role: string; totpEnabledAt: Date | null }) {
  return ctx.config.staffTotpRequired && user.role !== 'customer' && !user.totpEnabledAt
}

function otpHash(salt: string, code: string) {
  return sha256(`${salt}:${code}`)
}

/**
 * Mails a sign-in code. The answer is the same whether or not the address has an account; staff accounts
 * sign in with a password, so their address silently gets no code.
 */
export async function sendOtp(ctx: AppContext, email: string, purpose: string, meta: RequestMeta) {
  await ctx.rateLimiter.consume(meta.ip, {
    name: 'otp-send-ip',
    max: 20,
    windowMs: 3600_000,
    message: 'Too many sign-in codes requested from your network. Please try again later.',
  })
  const now = ctx.clock.now()
  const latest = await repo.latestOtp(ctx.db, email, purpose)
  if (latest) {
    const wait = Math.ceil((latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
    if (wait > 0)
      throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting a new code.`, {
        headers: { 'retry-after': String(wait) },
      })
  }
  // Per address and client, an hour; per address across all clients, only a short window: a stranger sending
  // from many networks can hold the owner up for minutes, never lock them out for long.
  await ctx.rateLimiter.consume(`${email}|${meta.ip}`, {
    name: 'otp-send-email-client',
    max: 5,
    windowMs: 3600_000,
    message: 'Too many sign-in codes requested for this address. Please try again in an hour.',
  })
  await ctx.rateLimiter.consume(email, {
    name: 'otp-send-email',
    max: 10,
    windowMs: 15 * 60_000,
    message:
      'Too many sign-in codes were requested for this address just now. Please try again in a few minutes.',
  })
  const user = await repo.findUserByEmail(ctx.db, email)
  const code = randomDigits(6)
  const salt = randomBytes(16).toString('hex')
  await withTransaction(ctx, async ({ tx }) => {
    await repo.voidOpenOtps(tx, email, purpose, now)
    await repo.insertOtp(tx, {
      email,
      purpose,
      salt,
      codeHash: otpHash(salt, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    })
    if (!user || user.role === 'customer') {
      await enqueueMail(tx, { to: email, kind: 'sign-in-code', ...signInCodeMail(code) })
    }
  })
  securityEvent(ctx, 'otp.sent', { ip: meta.ip })
  return { resendAfterSeconds: OTP_RESEND_SECONDS }
}

const INVALID_OTP = 'Invalid OTP'
const EXPIRED_OTP = 'This code has expired or was already used. Please request a new one.'
const TOO_MANY_WRONG = 'Too many wrong codes. Please request a new code.'

/**
 * Checks a code: single use, 10-minute life, void after the fifth wrong try. The first success creates the account.
 * An address that never had a code gets the same answer as one whose code is used or expired, so the answer
 * tells nothing about the address.
 */
export async function verifyOtp(
  ctx: AppContext,
  email: string,
  otp: string,
  purpose: string,
  meta: RequestMeta,
  opts: { registrationToken?: string | undefined } = {},
) {
  await ctx.rateLimiter.consume(meta.ip, {
    name: 'otp-verify-ip',
    max: 50,
    windowMs: 15 * 60_000,
    message: 'Too many attempts from your network. Please try again in 15 minutes.',
  })
  const now = ctx.clock.now()
  const row = await repo.latestOtp(ctx.db, email, purpose)
  const refuse = (reason: string, message: string): never => {
    securityEvent(ctx, 'signin.failure', { method: 'otp', reason, ip: meta.ip })
    throw new AppError('BAD_REQUEST', message)
  }
  if (!row) return refuse('no-code', EXPIRED_OTP)
  // The try is counted before the code is compared, in one conditional update (see claimOtpAttempt).
  const attempt = await repo.claimOtpAttempt(ctx.db, row.id, OTP_MAX_ATTEMPTS, now)
  if (attempt === undefined) {
    const spent = !row.consumedAt && row.expiresAt > now
    return refuse(spent ? 'too-many-tries' : 'no-open-code', spent ? TOO_MANY_WRONG : EXPIRED_OTP)
  }
  // A registration code also needs the token of the browser that registered (see register).
  const bound = !row.bindingHash || safeEqual(row.bindingHash, sha256(opts.registrationToken ?? ''))
  if (!safeEqual(row.codeHash, otpHash(row.salt, otp)) || !bound) {
    return refuse('wrong-code', attempt >= OTP_MAX_ATTEMPTS ? TOO_MANY_WRONG : INVALID_OTP)
  }
  const result = await withTransaction(ctx, async ({ tx }) => {
    if (!(await repo.consumeOtp(tx, row.id, now))) throw new AppError('BAD_REQUEST', EXPIRED_OTP)
    let user = await repo.findUserByEmail(tx, email)
    if (!user)
      user =
        (await repo.insertUser(tx, { email, role: 'customer' })) ?? (await repo.findUserByEmail(tx, email))
    if (!user || user.role !== 'customer') throw new AppError('BAD_REQUEST', INVALID_OTP)
    // The code proved the address: a registration's chosen password now becomes the account's.
    if (row.pendingPasswordHash) {
      await repo.updateUser(tx, user.id, { passwordHash: row.pendingPasswordHash })
      user = { ...user, passwordHash: row.pendingPasswordHash }
    }
    const token = await issueSession(tx, ctx, user, meta)
    return { token, user: toUserDto(user) }
  })
  securityEvent(ctx, 'signin.success', { method: 'otp', userId: result.user.id, ip: meta.ip })
  return result
}

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

/** Mails the account's owner that it is being guessed at, at most once per window (a counter decides). */
async function alertOwner(ctx: AppContext, door: PasswordDoor, user: repo.UserRow, failures: number) {
  const first = await ctx.rateLimiter.count(user.email, {
    name: `login-alert-${door}`,
    windowMs: LOGIN_WINDOW_MS,
  })
  if (first.count !== 1) return
  await withTransaction(ctx, ({ tx }) =>
    enqueueMail(tx, {
      to: user.email,
      kind: 'sign-in-alert',
      ...failedSignInsMail({ failures, minutes: LOGIN_WINDOW_MS / 60_000, publicUrl: ctx.config.publicUrl }),
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

const REGISTERED =
  'We sent a 6-digit code to your e-mail. Enter it to finish creating your account; it expires in 10 minutes.'

/**
 * Registration grants nothing until the address is proven. It stores the profile of an account nobody has
 * signed in to yet, and mails a code bound to this browser's registration token and to the chosen password;
 * verify-otp with that code and token signs in and keeps the password. An address whose account is already in
 * use is left untouched and mailed nothing. The answer is the same either way, so it tells nothing about the
 * address.
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest & { email: string },
  meta: RequestMeta,
) {
  await ctx.rateLimiter.consume(meta.ip, {
    name: 'register-ip',
    max: 10,
    windowMs: 3600_000,
    message: 'Too many accounts created from your network. Please try again later.',
  })
  await ctx.rateLimiter.consume(input.email, {
    name: 'register-email',
    max: 5,
    windowMs: 3600_000,
    message: 'Too many registrations for this address. Please try again in an hour.',
  })
  const registrationToken = randomToken(24)
  if (input.password) assertUncommonPassword(input.password)
  const pendingPasswordHash = input.password ? await hashPassword(input.password) : null
  const now = ctx.clock.now()
  const code = randomDigits(6)
  const salt = randomBytes(16).toString('hex')
  const mailed = await withTransaction(ctx, async ({ tx }) => {
    const profile = { firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? '' }
    let user = await repo.findUserByEmail(tx, input.email)
    if (!user) {
      user = await repo.insertUser(tx, { email: input.email, role: 'customer', ...profile })
      if (!user) return false
    } else if (user.role !== 'customer' || user.lastLoginAt || user.passwordHash) {
      return false
    } else {
      await repo.updateUser(tx, user.id, profile)
    }
    await repo.voidOpenOtps(tx, input.email, 'register', now)
    await repo.insertOtp(tx, {
      email: input.email,
      purpose: 'register',
      salt,
      codeHash: otpHash(salt, code),
      pendingPasswordHash,
      bindingHash: sha256(registrationToken),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    })
    await enqueueMail(tx, { to: input.email, kind: 'sign-in-code', ...signInCodeMail(code) })
    return true
  })
  securityEvent(ctx, 'register.requested', { ip: meta.ip, mailed })
  return { success: true, message: REGISTERED, resendAfterSeconds: OTP_RESEND_SECONDS, registrationToken }
}

export async function logout(ctx: AppContext, sessionId: number) {
  await repo.revokeSession(ctx.db, sessionId, ctx.clock.now())
}

export async function getMe(ctx: AppContext, userId: number) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
  return { user: toUserDto(user), ...(mustEnrollTotp(ctx, user) ? { mustEnrollTotp: true } : {}) }
}

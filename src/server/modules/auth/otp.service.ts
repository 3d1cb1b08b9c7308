import { randomBytes } from 'node:crypto'
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type RegisterRequest,
} from '../../../shared/contracts/auth'
import type { AppContext } from '../../context'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto'
import { assertUncommonPassword, hashPassword } from '../../lib/password'
import { signInCodeMail } from './auth.mail'
import * as repo from './auth.repo'
import { type RequestMeta, toUserDto, securityEvent, issueSession } from './auth.service'
import { alertOwner } from './password-login.service'

// Sign-in and registration by a code mailed to the address: sending it, checking it, and registering with one.

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
  // And a day's cap per address: with five tries a code, at most 150 guesses a day at one account.
  await ctx.rateLimiter.consume(email, {
    name: 'otp-send-email-day',
    max: OTP_CODES_PER_DAY,
    windowMs: DAY_MS,
    message: 'Too many sign-in codes were requested for this address today. Please try again tomorrow.',
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

const DAY_MS = 24 * 3600_000
/** Sign-in codes one address can be sent in a day, from every client together. */
export const OTP_CODES_PER_DAY = 30
/** Wrong codes for one address in a day past which its owner is told (once a day). */
export const OTP_ALERT_AFTER = 10

/** Counts a wrong code for the address; past OTP_ALERT_AFTER in a day the account's owner hears of it once. */
async function noteWrongCode(ctx: AppContext, email: string) {
  const { count } = await ctx.rateLimiter.count(email, { name: 'otp-fail-email', windowMs: DAY_MS })
  if (count < OTP_ALERT_AFTER) return
  const user = await repo.findUserByEmail(ctx.db, email)
  if (user?.role === 'customer') await alertOwner(ctx, 'code', user, count, DAY_MS)
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
    await noteWrongCode(ctx, email)
    return refuse('wrong-code', attempt >= OTP_MAX_ATTEMPTS ? TOO_MANY_WRONG : INVALID_OTP)
  }
  const result = await withTransaction(ctx, async ({ tx }) => {
    if (!(await repo.consumeOtp(tx, row.id, now))) throw new AppError('BAD_REQUEST', EXPIRED_OTP)
    let user = await repo.findUserByEmail(tx, email)
    if (!user)
      user =
        (await repo.insertUser(tx, { email, role: 'customer' })) ?? (await repo.findUserByEmail(tx, email))
    if (!user || user.role !== 'customer') throw new AppError('BAD_REQUEST', INVALID_OTP)
    // The code proved the address: a registration's name, phone and chosen password now become the account's.
    const proven = {
      ...(row.pendingProfile ?? {}),
      ...(row.pendingPasswordHash ? { passwordHash: row.pendingPasswordHash } : {}),
    }
    if (Object.keys(proven).length > 0) {
      await repo.updateUser(tx, user.id, proven)
      user = { ...user, ...proven }
    }
    const token = await issueSession(tx, ctx, user, meta)
    return { token, user: toUserDto(user) }
  })
  securityEvent(ctx, 'signin.success', { method: 'otp', userId: result.user.id, ip: meta.ip })
  return result
}

const REGISTERED =
  'We sent a 6-digit code to your e-mail. Enter it to finish creating your account; it expires in 10 minutes.'

/**
 * Registration grants nothing until the address is proven, and changes nothing of an existing account before then.
 * It mails a code bound to this browser's registration token, the chosen password and the profile typed;
 * verify-otp with that code and token signs in and keeps them. An address whose account is already in
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
    }
    // An existing account (one an admin added for a bank transfer, say) keeps its name and phone until the code
    // proves that whoever registered owns the address: the profile waits on the code (see verifyOtp).
    await repo.voidOpenOtps(tx, input.email, 'register', now)
    await repo.insertOtp(tx, {
      email: input.email,
      purpose: 'register',
      salt,
      codeHash: otpHash(salt, code),
      pendingPasswordHash,
      pendingProfile: profile,
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

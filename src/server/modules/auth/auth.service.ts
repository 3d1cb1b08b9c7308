import type { User, UserRole } from '../../../shared/contracts/auth'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { randomToken, sha256 } from '../../lib/crypto'
import * as repo from './auth.repo'

// Accounts as other modules see them, and sessions: issued, resolved, ended. Signing in is in otp.service.ts
// (mailed codes, registration) and password-login.service.ts (passwords, staff).

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
export async function issueSession(
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

export async function logout(ctx: AppContext, sessionId: number) {
  await repo.revokeSession(ctx.db, sessionId, ctx.clock.now())
}

export async function getMe(ctx: AppContext, userId: number) {
  const user = await repo.findUserById(ctx.db, userId)
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
  return { user: toUserDto(user), ...(mustEnrollTotp(ctx, user) ? { mustEnrollTotp: true } : {}) }
}

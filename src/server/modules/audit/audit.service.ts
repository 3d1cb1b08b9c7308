import type { FastifyRequest } from 'fastify'
import type { AuditEntry, ListAuditLogQuery } from '../../../shared/contracts/audit'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { type AuditRow, insertAuditEntry, listAuditPage } from './audit.repo'

/** Who made an admin write: the signed-in admin and the address the request came from. */
export interface AuditActor {
  userId: number
  email: string
  ip: string | null
}

/** The product itself as the writer (a job that refunds a late rush fee): no person, named in the log. */
export interface ProductActor {
  userId: null
  email: string
  ip: null
}

export const PRODUCT_ACTOR: ProductActor = { userId: null, email: 'the product (automatic)', ip: null }

/** The actor of an admin route's request (the auth plugin has resolved `request.user`). */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.user
  if (!user) throw new Error('auditActor called on a request without a signed-in user')
  return { userId: user.id, email: user.email, ip: request.ip ?? null }
}

/** Keys whose values never reach the log: passwords, credentials, tokens, secrets and hashes of them. */
const SECRET_KEY = /password|secret|token|hash|totp|credential|otp|code_?hash|sealed|apikey|api_key/i

/** A copy of `value` fit for the log: secrets replaced by "[removed]", dates as ISO text, bigints as text. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'bigint') return value.toString()
  if (depth > 6) return '[nested]'
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue
      out[k] = SECRET_KEY.test(k) ? (v === null || v === '' ? v : '[removed]') : redact(v, depth + 1)
    }
    return out
  }
  return value
}

export interface AuditChange {
  /** What was done, `<record>.<verb>`: `project.status`, `user.create`, `coupon.update`, … */
  action: string
  recordType: string
  recordId: string | number
  before?: unknown
  after?: unknown
}

/**
 * Records one admin write in the caller's transaction, so the entry exists exactly when the change does.
 * Secrets are removed from `before` and `after` here, whatever the caller passes.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditActor | ProductActor,
  change: AuditChange,
): Promise<void> {
  await insertAuditEntry(tx, {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    recordType: change.recordType,
    recordId: String(change.recordId),
    before: redact(change.before),
    after: redact(change.after),
    ip: actor.ip,
  })
}

/** A stored snapshot as the API answers it: an object, or null (a value that is not an object is wrapped). */
function asRecord(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    before: asRecord(row.before),
    after: asRecord(row.after),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listAuditLog(ctx: AppContext, q: ListAuditLogQuery) {
  const { rows, total } = await listAuditPage(
    ctx.db,
    { actorUserId: q.actor, action: q.action, recordType: q.recordType, recordId: q.recordId },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  )
  return { items: rows.map(toEntry), page: q.page, pageSize: q.pageSize, total }
}

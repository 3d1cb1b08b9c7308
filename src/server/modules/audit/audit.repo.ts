import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { auditLog } from '../../db/schema/audit'

export type AuditRow = typeof auditLog.$inferSelect
export type NewAuditRow = typeof auditLog.$inferInsert

export async function insertAuditEntry(tx: Executor, values: NewAuditRow) {
  const [row] = await tx.insert(auditLog).values(values).returning()
  return row!
}

export interface AuditFilter {
  actorUserId?: number
  action?: string
  recordType?: string
  recordId?: string
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, f.actorUserId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.recordType === undefined ? undefined : eq(auditLog.recordType, f.recordType),
    f.recordId === undefined ? undefined : eq(auditLog.recordId, f.recordId),
  )
}

/** A page of entries, newest first, and how many match (each filter is a column of an index). */
export async function listAuditPage(tx: Executor, f: AuditFilter, limit: number, offset: number) {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
  const [total] = await tx.select({ n: count() }).from(auditLog).where(where(f))
  return { rows, total: total?.n ?? 0 }
}

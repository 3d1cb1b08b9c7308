import { z } from 'zod/mini'
import { idText, PageQuerySchema, paginated, plainText } from './common'
import { defineEndpoint } from './endpoint'

/* The audit log: every admin write, read-only (the admin panel's Audit tab). */

export const AuditEntrySchema = z.object({
  id: z.number(),
  actorUserId: z.nullable(z.number()),
  actorEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record before and after the change, secrets removed; null where there was none (created, deleted). */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

const filterText = (message: string) =>
  z.optional(z.string().check(z.trim(), plainText(), z.minLength(1, message), z.maxLength(100, message)))

export const ListAuditLogQuerySchema = z.extend(PageQuerySchema, {
  /** The admin's user id. */
  actor: z.optional(idText('Unknown admin')),
  action: filterText('Unknown action'),
  recordType: filterText('Unknown record type'),
  recordId: filterText('Unknown record'),
})
export type ListAuditLogQuery = z.infer<typeof ListAuditLogQuerySchema>

export const ListAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  auth: 'admin',
  operationId: 'listAuditLog',
  summary: 'Every admin write, newest first, a page at a time (filter by actor, action or record)',
  tag: 'admin',
  query: ListAuditLogQuerySchema,
  response: paginated(AuditEntrySchema),
})

/** Which page of the audit log, narrowed to one action or kind of record. */
export interface AuditLogFilter {
  page: number
  action?: string | undefined
  recordType?: string | undefined
}

/** Query keys of the admin's Audit tab, under `admin`: invalidating `all` refreshes every page of it. */
export const auditKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (filter: AuditLogFilter) => [...auditKeys.all, filter] as const,
}

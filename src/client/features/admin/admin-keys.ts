import type { ContactFilter } from '../../../shared/contracts/admin-contacts'

/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  paymentsNeedingAttention: () => [...adminKeys.all, 'payments-attention'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  auditLog: (filter: AuditLogFilter) => [...adminKeys.all, 'audit-log', filter] as const,
  /** Every page of the Contacts tab. */
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  contactList: (filter: { page: number; status?: ContactFilter | undefined }) =>
    [...adminKeys.contacts(), 'list', { page: filter.page, status: filter.status ?? null }] as const,
}

/** Which page of the audit log, narrowed to one action or kind of record. */
export interface AuditLogFilter {
  page: number
  action?: string | undefined
  recordType?: string | undefined
}

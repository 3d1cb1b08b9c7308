import type { ContactFilter } from '../../../shared/contracts/admin-contacts'
import { type DomainRequestStatus } from '../../../shared/states'

/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  paymentsNeedingAttention: () => [...adminKeys.all, 'payments-attention'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  couponEmails: (page: number) => [...adminKeys.all, 'coupon-emails', { page }] as const,
  /** Everything about coupon codes: invalidating it refreshes the list and every redemptions page. */
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  couponList: (page: number) => [...adminKeys.coupons(), 'list', { page }] as const,
  couponRedemptions: (couponId: number, page: number) =>
    [...adminKeys.coupons(), 'redemptions', couponId, { page }] as const,
  auditLog: (filter: AuditLogFilter) => [...adminKeys.all, 'audit-log', filter] as const,
  /** Every page of the Domains tab. */
  domains: () => [...adminKeys.all, 'domains'] as const,
  domainList: (filter: { page: number; status?: DomainRequestStatus | undefined }) =>
    [...adminKeys.domains(), 'list', { page: filter.page, status: filter.status ?? null }] as const,
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

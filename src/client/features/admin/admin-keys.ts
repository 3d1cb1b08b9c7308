import type { AdminUserSort } from '../../../shared/contracts/users'
import type { ProjectStatus } from '../../../shared/lifecycle'

/** Which page of the Projects tab, of which status (all of them when none). */
export interface AdminProjectsFilter {
  page: number
  status?: ProjectStatus | undefined
}

/** Which page of the Users tab: the search, the order and the page. */
export interface AdminUsersFilter {
  page: number
  q: string
  sort: AdminUserSort
}

/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filter: AdminUsersFilter) =>
    [...adminKeys.users(), 'list', { page: filter.page, q: filter.q, sort: filter.sort }] as const,
  user: (id: number) => [...adminKeys.users(), 'detail', id] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  paymentsNeedingAttention: () => [...adminKeys.all, 'payments-attention'] as const,
  maintenancePlans: () => [...adminKeys.all, 'maintenance-plans'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  /** Everything about projects: invalidating it refreshes the lists, the details and the samples. */
  projects: () => [...adminKeys.all, 'projects'] as const,
  projectList: (filter: AdminProjectsFilter) =>
    [...adminKeys.projects(), 'list', { page: filter.page, status: filter.status ?? null }] as const,
  project: (id: number) => [...adminKeys.projects(), 'detail', id] as const,
  designSamples: (projectId: number) => [...adminKeys.project(projectId), 'design-samples'] as const,
  auditLog: (filter: AuditLogFilter) => [...adminKeys.all, 'audit-log', filter] as const,
}

/** Which page of the audit log, narrowed to one action or kind of record. */
export interface AuditLogFilter {
  page: number
  action?: string | undefined
  recordType?: string | undefined
}

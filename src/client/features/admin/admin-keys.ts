import type { ProjectStatus } from '../../../shared/lifecycle'
import type { SupportPriority } from '../../../shared/contracts/support'
import type { TicketStatus } from '../../../shared/states'

/** Which page of the Projects tab, of which status (all of them when none). */
export interface AdminProjectsFilter {
  page: number
  status?: ProjectStatus | undefined
}

/** Which page of the Support tab, of which status and priority (all of them when none). */
export interface AdminTicketsFilter {
  page: number
  status?: TicketStatus | undefined
  priority?: SupportPriority | undefined
}

/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  paymentsNeedingAttention: () => [...adminKeys.all, 'payments-attention'] as const,
  maintenancePlans: () => [...adminKeys.all, 'maintenance-plans'] as const,
  /** Everything about projects: invalidating it refreshes the lists, the details and the samples. */
  projects: () => [...adminKeys.all, 'projects'] as const,
  projectList: (filter: AdminProjectsFilter) =>
    [...adminKeys.projects(), 'list', { page: filter.page, status: filter.status ?? null }] as const,
  project: (id: number) => [...adminKeys.projects(), 'detail', id] as const,
  designSamples: (projectId: number) => [...adminKeys.project(projectId), 'design-samples'] as const,
  /** Everything about support tickets: invalidating it refreshes the lists and the open ticket. */
  supportTickets: () => [...adminKeys.all, 'support-tickets'] as const,
  supportTicketList: (filter: AdminTicketsFilter) =>
    [
      ...adminKeys.supportTickets(),
      'list',
      { page: filter.page, status: filter.status ?? null, priority: filter.priority ?? null },
    ] as const,
  supportTicket: (id: number) => [...adminKeys.supportTickets(), 'detail', id] as const,
  auditLog: (filter: AuditLogFilter) => [...adminKeys.all, 'audit-log', filter] as const,
}

/** Which page of the audit log, narrowed to one action or kind of record. */
export interface AuditLogFilter {
  page: number
  action?: string | undefined
  recordType?: string | undefined
}

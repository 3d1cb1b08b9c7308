import type { ProjectStatus } from '../../../shared/lifecycle'

/** Which page of the Projects tab, of which status (all of them when none). */
export interface AdminProjectsFilter {
  page: number
  status?: ProjectStatus | undefined
}

/** Query keys of the admin panel's answers; invalidating `all` refreshes every admin list and figure. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
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
}

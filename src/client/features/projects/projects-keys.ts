import type { ProjectStatus } from '../../../shared/lifecycle'

/** Query keys of the customer's projects; invalidating `all` refreshes the list and every project read. */
export const projectsKeys = {
  all: ['projects'] as const,
  list: () => [...projectsKeys.all, 'list'] as const,
  detail: (id: number) => [...projectsKeys.all, 'detail', id] as const,
  samples: (id: number) => [...projectsKeys.all, 'samples', id] as const,
  /** The comments pinned on its samples. */
  designComments: (id: number) => [...projectsKeys.detail(id), 'design-comments'] as const,
  domain: (id: number) => [...projectsKeys.all, 'domain', id] as const,
  /** The order the project was bought with. */
  order: (id: number) => [...projectsKeys.detail(id), 'order'] as const,
}

/** Which page of the admin's Projects tab, of which status (all of them when none). */
export interface AdminProjectsFilter {
  page: number
  status?: ProjectStatus | undefined
}

/**
 * Query keys of the admin's Projects tab, under `admin` apart from the customer's own: invalidating `all`
 * refreshes the lists, the details and the samples.
 */
export const adminProjectsKeys = {
  all: ['admin', 'projects'] as const,
  list: (filter: AdminProjectsFilter) =>
    [...adminProjectsKeys.all, 'list', { page: filter.page, status: filter.status ?? null }] as const,
  detail: (id: number) => [...adminProjectsKeys.all, 'detail', id] as const,
  /** How a project's order was paid and what is left to refund (the cancel dialog's question). */
  payment: (id: number) => [...adminProjectsKeys.detail(id), 'payment'] as const,
  designSamples: (projectId: number) => [...adminProjectsKeys.detail(projectId), 'design-samples'] as const,
  designComments: (projectId: number) => [...adminProjectsKeys.detail(projectId), 'design-comments'] as const,
  /** The order the project was bought with, as its customer sees it. */
  order: (projectId: number) => [...adminProjectsKeys.detail(projectId), 'order'] as const,
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminProjectsEndpoint } from '../../../../shared/contracts/admin-projects'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { type AdminProjectsFilter, adminProjectsKeys } from '../projects-keys'

export type AdminProjectsPage = EndpointResponse<typeof ListAdminProjectsEndpoint>

/** Projects a page at a time on the Projects tab. */
export const ADMIN_PROJECTS_PAGE_SIZE = 10

export function listAdminProjects(filter: AdminProjectsFilter): Promise<AdminProjectsPage> {
  return request(ListAdminProjectsEndpoint, {
    query: { page: filter.page, pageSize: ADMIN_PROJECTS_PAGE_SIZE, status: filter.status },
  })
}

export const adminProjectsQueryOptions = (filter: AdminProjectsFilter) =>
  queryOptions({
    queryKey: adminProjectsKeys.list(filter),
    queryFn: () => listAdminProjects(filter),
    // The page being left stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })

export function useAdminProjects(filter: AdminProjectsFilter) {
  return useQuery(adminProjectsQueryOptions(filter))
}

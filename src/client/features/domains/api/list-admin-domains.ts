import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminDomainsEndpoint } from '../../../../shared/contracts/admin-domains'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import type { DomainRequestStatus } from '../../../../shared/states'
import { request } from '../../../lib/request'
import { domainsKeys } from '../domains-keys'

export type AdminDomainsPage = EndpointResponse<typeof ListAdminDomainsEndpoint>
export interface AdminDomainsFilter {
  page: number
  status?: DomainRequestStatus | undefined
}

/** Domain requests a page at a time on the Domains tab. */
export const ADMIN_DOMAINS_PAGE_SIZE = 20

export function listAdminDomains(filter: AdminDomainsFilter): Promise<AdminDomainsPage> {
  return request(ListAdminDomainsEndpoint, {
    query: { page: filter.page, pageSize: ADMIN_DOMAINS_PAGE_SIZE, status: filter.status },
  })
}

export const adminDomainsQueryOptions = (filter: AdminDomainsFilter) =>
  queryOptions({
    queryKey: domainsKeys.list(filter),
    queryFn: () => listAdminDomains(filter),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useAdminDomains(filter: AdminDomainsFilter) {
  return useQuery(adminDomainsQueryOptions(filter))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { ListAdminSupportTicketsEndpoint } from '../../../../shared/contracts/support-tickets'
import { request } from '../../../lib/request'
import { type AdminTicketsFilter, adminSupportKeys } from '../support-keys'

export type AdminSupportTicketsPage = EndpointResponse<typeof ListAdminSupportTicketsEndpoint>

/** Tickets a page at a time on the Support tab. */
export const ADMIN_TICKETS_PAGE_SIZE = 10

export function listAdminSupportTickets(filter: AdminTicketsFilter): Promise<AdminSupportTicketsPage> {
  return request(ListAdminSupportTicketsEndpoint, {
    query: {
      page: filter.page,
      pageSize: ADMIN_TICKETS_PAGE_SIZE,
      status: filter.status,
      priority: filter.priority,
    },
  })
}

export const adminSupportTicketsQueryOptions = (filter: AdminTicketsFilter) =>
  queryOptions({
    queryKey: adminSupportKeys.list(filter),
    queryFn: () => listAdminSupportTickets(filter),
    // The page being left stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })

export function useAdminSupportTickets(filter: AdminTicketsFilter) {
  return useQuery(adminSupportTicketsQueryOptions(filter))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminUsersEndpoint, type ListAdminUsersResponse } from '../../../../shared/contracts/users'
import { request } from '../../../lib/request'
import { type AdminUsersFilter, usersKeys } from '../users-keys'

/** Accounts a page at a time on the Users tab. */
export const ADMIN_USERS_PAGE_SIZE = 20

export function getAdminUsers(filter: AdminUsersFilter): Promise<ListAdminUsersResponse> {
  return request(ListAdminUsersEndpoint, {
    query: {
      page: filter.page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      sort: filter.sort,
      ...(filter.q ? { q: filter.q } : {}),
    },
  })
}

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: usersKeys.list(filter),
    queryFn: () => getAdminUsers(filter),
    // The page being left stays on screen while the next one (or another order, or search) loads.
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery(adminUsersQueryOptions(filter))
}

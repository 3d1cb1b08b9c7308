import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminUser, ListAdminUsersEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/api-client'

export function getAdminUsers(): Promise<AdminUser[]> {
  return request(ListAdminUsersEndpoint)
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: [ListAdminUsersEndpoint.path],
  queryFn: getAdminUsers,
})

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions)
}

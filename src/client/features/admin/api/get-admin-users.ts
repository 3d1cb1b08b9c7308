import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminUser, ListAdminUsersEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/api-client'
import { adminKeys } from '../admin-keys'

export function getAdminUsers(): Promise<AdminUser[]> {
  return request(ListAdminUsersEndpoint)
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users(),
  queryFn: getAdminUsers,
})

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions)
}

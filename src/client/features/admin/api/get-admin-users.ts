import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUser } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'
import { adminKeys } from '../admin-keys'

export const ADMIN_USERS_PATH = '/api/admin/users'

export function getAdminUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', ADMIN_USERS_PATH)
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: adminKeys.users(),
  queryFn: getAdminUsers,
})

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions)
}

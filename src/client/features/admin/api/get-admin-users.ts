import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUser } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'

export const ADMIN_USERS_PATH = '/api/admin/users'

export function getAdminUsers(): Promise<AdminUser[]> {
  return apiJson<AdminUser[]>('GET', ADMIN_USERS_PATH)
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: [ADMIN_USERS_PATH],
  queryFn: getAdminUsers,
})

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions)
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminUserDetail, GetAdminUserEndpoint } from '../../../../shared/contracts/users'
import { request } from '../../../lib/request'
import { usersKeys } from '../users-keys'

export function getAdminUser(id: number): Promise<AdminUserDetail> {
  return request(GetAdminUserEndpoint, { params: { id } })
}

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => getAdminUser(id) })

/** One account's record; nothing is asked while no account is open. */
export function useAdminUser(id: number | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? 0), enabled: id !== null })
}

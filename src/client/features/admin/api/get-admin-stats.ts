import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminStatsResponse, GetAdminStatsEndpoint } from '../../../../shared/contracts/admin'
import { request } from '../../../lib/request'
import { adminKeys } from '../admin-keys'

export function getAdminStats(): Promise<AdminStatsResponse> {
  return request(GetAdminStatsEndpoint)
}

/** The overview's figures, and the admin panel's session check: a refused call signs the browser out. */
export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: getAdminStats,
})

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({ ...adminStatsQueryOptions, enabled: options.enabled })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminStatsResponse, GetAdminStatsEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/api-client'

export function getAdminStats(): Promise<AdminStatsResponse> {
  return request(GetAdminStatsEndpoint)
}

/** The overview's figures, and the admin panel's session check (dashboards.md §4 "Admin session"). */
export const adminStatsQueryOptions = queryOptions({
  queryKey: [GetAdminStatsEndpoint.path],
  queryFn: getAdminStats,
})

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({ ...adminStatsQueryOptions, enabled: options.enabled })
}

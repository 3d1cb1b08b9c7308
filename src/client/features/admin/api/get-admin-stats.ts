import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminStatsResponse } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'
import { adminKeys } from '../admin-keys'

export const ADMIN_STATS_PATH = '/api/admin/stats'

export function getAdminStats(): Promise<AdminStatsResponse> {
  return apiJson<AdminStatsResponse>('GET', ADMIN_STATS_PATH)
}

/** The overview's figures, and the admin panel's session check: a refused call signs the browser out. */
export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: getAdminStats,
})

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({ ...adminStatsQueryOptions, enabled: options.enabled })
}

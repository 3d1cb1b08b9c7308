import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminStatsResponse, GetAdminStatsEndpoint } from '../../shared/contracts/admin'
import { request } from '../lib/request'

/**
 * Query keys of the admin panel's figures. They sit here, below the features, because several read them (the
 * panel's frame, its overview, the broadcast's confirmation) and the writes of several refresh them (projects,
 * users, support tickets).
 */
export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
}

export function getAdminStats(): Promise<AdminStatsResponse> {
  return request(GetAdminStatsEndpoint)
}

/** The overview's figures, and the admin panel's session check: a refused call signs the browser out. */
export const adminStatsQueryOptions = queryOptions({
  queryKey: adminStatsKeys.all,
  queryFn: getAdminStats,
})

export function useAdminStats(options: { enabled: boolean }) {
  return useQuery({ ...adminStatsQueryOptions, enabled: options.enabled })
}

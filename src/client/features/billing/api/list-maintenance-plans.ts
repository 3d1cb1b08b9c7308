import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListMaintenancePlansEndpoint } from '../../../../shared/contracts/maintenance'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminMaintenancePlansKeys } from '../billing-keys'

export type MaintenancePlansPage = EndpointResponse<typeof ListMaintenancePlansEndpoint>

/** The plans the panel shows: the first hundred, live ones first (the table pages through them). */
export const MAINTENANCE_PLANS_SHOWN = 100

export function listMaintenancePlans(): Promise<MaintenancePlansPage> {
  return request(ListMaintenancePlansEndpoint, { query: { page: 1, pageSize: MAINTENANCE_PLANS_SHOWN } })
}

export const maintenancePlansQueryOptions = queryOptions({
  queryKey: adminMaintenancePlansKeys.all,
  queryFn: listMaintenancePlans,
})

export function useMaintenancePlans() {
  return useQuery(maintenancePlansQueryOptions)
}

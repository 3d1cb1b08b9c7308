import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListRecentOrdersResponse } from '../../../../shared/contracts/marketing'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

/** Real paid orders of the last weeks, anonymised by the server to business type and time. */
export function getRecentOrders(): Promise<ListRecentOrdersResponse> {
  return apiJson<ListRecentOrdersResponse>('GET', PUBLIC_READ_PATHS.recentOrders)
}

export const recentOrdersQueryOptions = queryOptions({
  queryKey: marketingKeys.recentOrders(),
  queryFn: getRecentOrders,
})

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions)
}

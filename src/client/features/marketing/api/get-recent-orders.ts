import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListRecentOrdersResponse } from '../../../../shared/contracts/marketing'
import { apiJson } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

export const RECENT_ORDERS_PATH = '/api/orders/recent'

/** Real paid orders of the last weeks, anonymised by the server to business type and time. */
export function getRecentOrders(): Promise<ListRecentOrdersResponse> {
  return apiJson<ListRecentOrdersResponse>('GET', RECENT_ORDERS_PATH)
}

export const recentOrdersQueryOptions = queryOptions({
  queryKey: marketingKeys.recentOrders(),
  queryFn: getRecentOrders,
})

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions)
}

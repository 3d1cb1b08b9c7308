import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ListRecentOrdersEndpoint,
  type ListRecentOrdersResponse,
} from '../../../../shared/contracts/marketing'
import { request } from '../../../lib/api-client'

/** Real paid orders of the last weeks, anonymised by the server to business type and time. */
export function getRecentOrders(): Promise<ListRecentOrdersResponse> {
  return request(ListRecentOrdersEndpoint)
}

export const recentOrdersQueryOptions = queryOptions({
  queryKey: [ListRecentOrdersEndpoint.path],
  queryFn: getRecentOrders,
})

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions)
}

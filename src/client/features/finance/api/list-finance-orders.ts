import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  type FinanceOrdersQuery,
  type FinanceOrdersResponse,
  ListFinanceOrdersEndpoint,
} from '../../../../shared/contracts/finance'
import { request } from '../../../lib/request'
import { financeKeys } from '../finance-keys'

/** Orders a page at a time on the Order Details tab. */
export const FINANCE_ORDERS_PAGE_SIZE = 25

export function listFinanceOrders(query: FinanceOrdersQuery): Promise<FinanceOrdersResponse> {
  return request(ListFinanceOrdersEndpoint, { query })
}

export const financeOrdersQueryOptions = (query: FinanceOrdersQuery) =>
  queryOptions({
    queryKey: financeKeys.orderList(query),
    queryFn: () => listFinanceOrders(query),
    placeholderData: keepPreviousData,
  })

export function useFinanceOrders(query: FinanceOrdersQuery) {
  return useQuery(financeOrdersQueryOptions(query))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  type FinanceFilterQuery,
  GetRecurringRevenueEndpoint,
  type RecurringRevenueResponse,
} from '../../../../shared/contracts/finance'
import { request } from '../../../lib/request'
import { financeKeys } from '../finance-keys'

export function getRecurringRevenue(filter: FinanceFilterQuery): Promise<RecurringRevenueResponse> {
  return request(GetRecurringRevenueEndpoint, { query: { days: filter.days, status: filter.status } })
}

export const recurringRevenueQueryOptions = (filter: FinanceFilterQuery) =>
  queryOptions({
    queryKey: financeKeys.recurringFor(filter),
    queryFn: () => getRecurringRevenue(filter),
    placeholderData: keepPreviousData,
  })

/** Asked for only when the Recurring Revenue tab is open. */
export function useRecurringRevenue(filter: FinanceFilterQuery) {
  return useQuery(recurringRevenueQueryOptions(filter))
}

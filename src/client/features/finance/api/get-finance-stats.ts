import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  type FinanceFilterQuery,
  type FinanceStatsResponse,
  GetFinanceStatsEndpoint,
} from '../../../../shared/contracts/finance'
import { request } from '../../../lib/request'
import { financeKeys } from '../finance-keys'

export function getFinanceStats(filter: FinanceFilterQuery): Promise<FinanceStatsResponse> {
  return request(GetFinanceStatsEndpoint, { query: { days: filter.days, status: filter.status } })
}

export const financeStatsQueryOptions = (filter: FinanceFilterQuery) =>
  queryOptions({
    queryKey: financeKeys.statsFor(filter),
    queryFn: () => getFinanceStats(filter),
    // The figures of the last filter stay on screen (dimmed) while the new ones load.
    placeholderData: keepPreviousData,
  })

export function useFinanceStats(filter: FinanceFilterQuery) {
  return useQuery(financeStatsQueryOptions(filter))
}

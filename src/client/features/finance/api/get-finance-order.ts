import { queryOptions, useQuery } from '@tanstack/react-query'
import { type FinanceOrderDetail, GetFinanceOrderEndpoint } from '../../../../shared/contracts/finance'
import { request } from '../../../lib/request'
import { financeKeys } from '../finance-keys'

export function getFinanceOrder(id: number): Promise<FinanceOrderDetail> {
  return request(GetFinanceOrderEndpoint, { params: { id } })
}

export const financeOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: financeKeys.order(id), queryFn: () => getFinanceOrder(id) })

/** One order's detail while its dialog is open (`id` null: nothing asked). */
export function useFinanceOrder(id: number | null) {
  return useQuery({ ...financeOrderQueryOptions(id ?? 0), enabled: id !== null })
}

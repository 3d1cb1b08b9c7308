import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ListPaymentsNeedingAttentionEndpoint,
  type PaymentNeedingAttention,
} from '../../../../shared/contracts/admin-payments'
import { request } from '../../../lib/request'
import { adminOverviewKeys } from '../admin-overview-keys'

export function listPaymentsNeedingAttention(): Promise<PaymentNeedingAttention[]> {
  return request(ListPaymentsNeedingAttentionEndpoint)
}

export const paymentsNeedingAttentionQueryOptions = queryOptions({
  queryKey: adminOverviewKeys.paymentsNeedingAttention(),
  queryFn: listPaymentsNeedingAttention,
})

export function usePaymentsNeedingAttention() {
  return useQuery(paymentsNeedingAttentionQueryOptions)
}

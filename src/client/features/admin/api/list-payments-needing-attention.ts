import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  ListPaymentsNeedingAttentionEndpoint,
  type PaymentNeedingAttention,
} from '../../../../shared/contracts/admin-payments'
import { request } from '../../../lib/request'
import { adminKeys } from '../admin-keys'

export function listPaymentsNeedingAttention(): Promise<PaymentNeedingAttention[]> {
  return request(ListPaymentsNeedingAttentionEndpoint)
}

export const paymentsNeedingAttentionQueryOptions = queryOptions({
  queryKey: adminKeys.paymentsNeedingAttention(),
  queryFn: listPaymentsNeedingAttention,
})

export function usePaymentsNeedingAttention() {
  return useQuery(paymentsNeedingAttentionQueryOptions)
}

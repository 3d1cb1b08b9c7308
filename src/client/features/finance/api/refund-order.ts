import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type RefundRequest,
  RefundOrderEndpoint,
  type RefundResponse,
} from '../../../../shared/contracts/finance'
import { request } from '../../../lib/request'
import { financeKeys } from '../finance-keys'

export function refundOrder(input: { id: number; body: RefundRequest }): Promise<RefundResponse> {
  return request(RefundOrderEndpoint, { params: { id: input.id }, body: input.body })
}

/**
 * Refunds all or part of an order: the open detail takes the server's new state, and the figures, the order
 * lists and the recurring revenue refresh.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (res, input) => {
      queryClient.setQueryData(financeKeys.order(input.id), res.order)
      void queryClient.invalidateQueries({ queryKey: financeKeys.stats() })
      void queryClient.invalidateQueries({ queryKey: financeKeys.orders(), refetchType: 'active' })
      void queryClient.invalidateQueries({ queryKey: financeKeys.recurring() })
    },
  })
}

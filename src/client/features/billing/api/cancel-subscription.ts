import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CancelSubscriptionResponse,
  CancelSubscriptionEndpoint,
} from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** Cancels one of the customer's plans at the end of the period already invoiced. */
export function cancelSubscription(id: number): Promise<CancelSubscriptionResponse> {
  return request(CancelSubscriptionEndpoint, { params: { id } })
}

/** The list refreshes, showing the plan's last day. */
export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions() }),
  })
}

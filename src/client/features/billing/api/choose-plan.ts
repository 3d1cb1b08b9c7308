import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AcceptPlanEndpoint,
  type ChoosePlanRequest,
  ChoosePlanEndpoint,
  type OfferedPlanResponse,
} from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { billingKeys } from '../billing-keys'

/** Chooses a paid plan for a delivered website: answers the plan, offered, and its first invoice to pay by card. */
export function choosePlan(body: ChoosePlanRequest): Promise<OfferedPlanResponse> {
  return request(ChoosePlanEndpoint, { body })
}

/** Accepts a plan staff offered: answers its first invoice to pay by card. */
export function acceptPlan(id: number): Promise<OfferedPlanResponse> {
  return request(AcceptPlanEndpoint, { params: { id } })
}

/** Either way the plans and invoices refresh: the plan waits for its payment, its invoice is due. */
function useStartPlan<V>(fn: (v: V) => Promise<OfferedPlanResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  })
}

export const useChoosePlan = () => useStartPlan(choosePlan)
export const useAcceptPlan = () => useStartPlan(acceptPlan)

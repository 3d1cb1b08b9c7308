import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CancelMaintenancePlanEndpoint } from '../../../../shared/contracts/maintenance'
import type { CancelSubscriptionResponse } from '../../../../shared/contracts/billing'
import { request } from '../../../lib/request'
import { adminMaintenancePlansKeys } from '../billing-keys'

/** Cancels a client's plan at the end of the period already invoiced. */
export function cancelMaintenancePlan(id: number): Promise<CancelSubscriptionResponse> {
  return request(CancelMaintenancePlanEndpoint, { params: { id } })
}

/** The plans refresh, showing the plan's last day. */
export function useCancelMaintenancePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelMaintenancePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMaintenancePlansKeys.all }),
  })
}

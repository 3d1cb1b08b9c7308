import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateMaintenancePlan,
  CreateMaintenancePlanEndpoint,
} from '../../../../shared/contracts/maintenance'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminMaintenancePlansKeys } from '../billing-keys'

export function createMaintenancePlan(
  body: CreateMaintenancePlan,
): Promise<EndpointResponse<typeof CreateMaintenancePlanEndpoint>> {
  return request(CreateMaintenancePlanEndpoint, { body })
}

/**
 * Starts a client's maintenance subscription; the plans refresh, and so do the users' figures (`alsoRefresh`, the
 * users feature's keys, handed in by the list that offers the dialog).
 */
export function useCreateMaintenancePlan(alsoRefresh: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMaintenancePlan,
    onSuccess: () =>
      Promise.all([
        ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: adminMaintenancePlansKeys.all }),
      ]),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateMaintenancePlan,
  CreateMaintenancePlanEndpoint,
} from '../../../../shared/contracts/maintenance'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminKeys } from '../admin-keys'

export function createMaintenancePlan(
  body: CreateMaintenancePlan,
): Promise<EndpointResponse<typeof CreateMaintenancePlanEndpoint>> {
  return request(CreateMaintenancePlanEndpoint, { body })
}

/** Starts a client's maintenance subscription; the users' figures and the plans refresh. */
export function useCreateMaintenancePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMaintenancePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.maintenancePlans() }),
      ]),
  })
}

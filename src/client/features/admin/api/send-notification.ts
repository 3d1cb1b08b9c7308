import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SendNotification, SendNotificationEndpoint } from '../../../../shared/contracts/admin-projects'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminKeys } from '../admin-keys'

export function sendNotification(
  body: SendNotification,
): Promise<EndpointResponse<typeof SendNotificationEndpoint>> {
  return request(SendNotificationEndpoint, { body })
}

/** Notifies one customer, or every customer when userId is null. */
export function useSendNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendNotification,
    // A note about a project joins its timeline; the Notifications tab lists it.
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.notifications() }),
        body.projectId
          ? queryClient.invalidateQueries({ queryKey: adminKeys.project(body.projectId) })
          : undefined,
      ]),
  })
}

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type SendNotification, SendNotificationEndpoint } from '../../../../shared/contracts/admin-projects'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminNotificationsKeys } from '../notifications-keys'

export function sendNotification(
  body: SendNotification,
): Promise<EndpointResponse<typeof SendNotificationEndpoint>> {
  return request(SendNotificationEndpoint, { body })
}

/**
 * Notifies one customer, or every customer when userId is null. `projectKey` is the query key of a project's
 * record, handed in by the lists that hold one (the projects feature's), so a note about a project refreshes it.
 */
export function useSendNotification(projectKey?: (projectId: number) => QueryKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendNotification,
    // A note about a project joins its timeline; the Notifications tab lists it.
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNotificationsKeys.all }),
        body.projectId && projectKey
          ? queryClient.invalidateQueries({ queryKey: projectKey(body.projectId) })
          : undefined,
      ]),
  })
}

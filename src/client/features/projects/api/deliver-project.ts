import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type DeliverProject,
  DeliverProjectEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function deliverProject(body: DeliverProject): Promise<AdminProjectActionResponse> {
  return request(DeliverProjectEndpoint, { body })
}

/** Delivers a completed project; the lists, the project and the figures (one project less active) refresh. */
export function useDeliverProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deliverProject,
    onSuccess: ({ project }) => refreshAfterProjectChange(queryClient, project),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type CancelProject,
  CancelProjectEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function cancelProject(input: {
  id: number
  body: CancelProject
}): Promise<AdminProjectActionResponse> {
  return request(CancelProjectEndpoint, { params: { id: input.id }, body: input.body })
}

/** Cancels a project with its refund; the lists, the project, what is left to refund and the figures refresh. */
export function useCancelProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelProject,
    onSuccess: ({ project }) => refreshAfterProjectChange(queryClient, project),
  })
}

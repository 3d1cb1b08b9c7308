import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type UpdateProjectStatus,
  UpdateProjectStatusEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function updateProjectStatus(input: {
  id: number
  body: UpdateProjectStatus
}): Promise<AdminProjectActionResponse> {
  return request(UpdateProjectStatusEndpoint, { params: { id: input.id }, body: input.body })
}

/** Sets a project's status; the lists, the project and the overview's figures refresh. */
export function useUpdateProjectStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProjectStatus,
    onSuccess: ({ project }) => refreshAfterProjectChange(queryClient, project),
  })
}

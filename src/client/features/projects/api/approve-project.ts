import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApproveProjectEndpoint, type ProjectActionResponse } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export function approveProject(projectId: number): Promise<ProjectActionResponse> {
  return request(ApproveProjectEndpoint, { params: { id: projectId }, body: {} })
}

/** Approves the finished site; the project and the list refresh. */
export function useApproveProject(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => approveProject(projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ProjectActionResponse, RequestRevisionsEndpoint } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export function requestRevisions(
  projectId: number,
  revisionRequests: string,
): Promise<ProjectActionResponse> {
  return request(RequestRevisionsEndpoint, { params: { id: projectId }, body: { revisionRequests } })
}

/** Sends the changes the client asks for; the project and the list refresh. */
export function useRequestRevisions(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => requestRevisions(projectId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  })
}

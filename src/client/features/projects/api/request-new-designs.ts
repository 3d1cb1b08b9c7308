import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ProjectActionResponse, RequestNewDesignsEndpoint } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

/** None of the samples suits: the client's feedback goes to the designers; the project and the list refresh. */
export function useRequestNewDesigns(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (feedback: string): Promise<ProjectActionResponse> =>
      request(RequestNewDesignsEndpoint, { params: { id: projectId }, body: { feedback } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  })
}

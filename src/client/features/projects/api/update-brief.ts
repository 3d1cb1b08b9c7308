import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { UpdateBriefEndpoint, type UpdateBriefRequest } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export type UpdateBriefResponse = EndpointResponse<typeof UpdateBriefEndpoint>

/** Corrects a submitted brief; the project (with its brief and its changes) is read again once saved. */
export function useUpdateBrief(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateBriefRequest): Promise<UpdateBriefResponse> =>
      request(UpdateBriefEndpoint, { params: { id: projectId }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(projectsKeys.detail(projectId), res.project)
      return queryClient.invalidateQueries({ queryKey: projectsKeys.all })
    },
  })
}

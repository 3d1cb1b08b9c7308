import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ProjectActionResponse,
  WithdrawRevisionRoundEndpoint,
} from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { billingKeys } from '../../billing'
import { projectsKeys } from '../projects-keys'

export function withdrawRevisionRound(projectId: number): Promise<ProjectActionResponse> {
  return request(WithdrawRevisionRoundEndpoint, { params: { id: projectId } })
}

/** Takes back a billable revision round before paying it; the project, the list and Billing refresh. */
export function useWithdrawRevisionRound(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => withdrawRevisionRound(projectId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  })
}

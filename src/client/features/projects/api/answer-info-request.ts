import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AnswerInfoRequestEndpoint, type AnswerInfoRequest } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

/** Answers one request for details; the project (with the request now closed) is read again. */
export function useAnswerInfoRequest(projectId: number, requestId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AnswerInfoRequest) =>
      request(AnswerInfoRequestEndpoint, { params: { id: projectId, requestId }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(projectsKeys.detail(projectId), res.project)
      return queryClient.invalidateQueries({ queryKey: projectsKeys.all })
    },
  })
}

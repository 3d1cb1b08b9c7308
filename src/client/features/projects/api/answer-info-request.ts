import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AnswerInfoRequestEndpoint, type AnswerInfoRequest } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { messagesKeys } from '../../messages'
import { projectsKeys } from '../projects-keys'

/** Answers one request for details; the project (with the request now closed) and its files are read again. */
export function useAnswerInfoRequest(projectId: number, requestId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AnswerInfoRequest) =>
      request(AnswerInfoRequestEndpoint, { params: { id: projectId, requestId }, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(projectsKeys.detail(projectId), res.project)
      // The answer's files join the project's Files.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.files('client', projectId) }),
      ])
    },
  })
}

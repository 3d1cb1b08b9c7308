import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type SubmitForReview,
  SubmitForReviewEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function submitForReview(input: {
  projectId: number
  body: SubmitForReview
}): Promise<AdminProjectActionResponse> {
  return request(SubmitForReviewEndpoint, { params: { id: input.projectId }, body: input.body })
}

/** Sends the staging site to the client; the project moves to awaiting_approval. */
export function useSubmitForReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitForReview,
    onSuccess: ({ project }) => refreshAfterProjectChange(queryClient, project),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeleteDesignSampleEndpoint } from '../../../../shared/contracts/admin-projects'
import type { OkResponse } from '../../../../shared/contracts/common'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function deleteDesignSample(input: { id: number; projectId: number }): Promise<OkResponse> {
  return request(DeleteDesignSampleEndpoint, { params: { id: input.id } })
}

/** Deletes a sample; its project's samples and card (the count of samples) refresh. */
export function useDeleteDesignSample() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDesignSample,
    onSuccess: () => refreshAfterProjectChange(queryClient),
  })
}

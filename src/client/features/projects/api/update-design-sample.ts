import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type DesignSampleInput,
  UpdateDesignSampleEndpoint,
} from '../../../../shared/contracts/admin-projects'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../projects-keys'

export function updateDesignSample(input: {
  id: number
  body: DesignSampleInput
}): Promise<EndpointResponse<typeof UpdateDesignSampleEndpoint>> {
  return request(UpdateDesignSampleEndpoint, { params: { id: input.id }, body: input.body })
}

/** Edits a sample; its project's samples and detail refresh. */
export function useUpdateDesignSample() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDesignSample,
    onSuccess: ({ sample }) =>
      queryClient.invalidateQueries({ queryKey: adminProjectsKeys.detail(sample.projectId) }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AddDesignSampleEndpoint, type DesignSampleInput } from '../../../../shared/contracts/admin-projects'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function addDesignSample(input: {
  projectId: number
  body: DesignSampleInput
}): Promise<EndpointResponse<typeof AddDesignSampleEndpoint>> {
  return request(AddDesignSampleEndpoint, { params: { id: input.projectId }, body: input.body })
}

/** Publishes a sample; the first one may move the project to samples_ready, so its card refreshes too. */
export function useAddDesignSample() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addDesignSample, onSuccess: () => refreshAfterProjectChange(queryClient) })
}

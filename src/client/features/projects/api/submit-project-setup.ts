import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { ProjectSetupEndpoint, type ProjectSetupRequest } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export type ProjectSetupResponse = EndpointResponse<typeof ProjectSetupEndpoint>

/** Submits a paid project's requirements; the server sets its delivery date and moves it on. */
export function submitProjectSetup(body: ProjectSetupRequest): Promise<ProjectSetupResponse> {
  return request(ProjectSetupEndpoint, { body })
}

/** The project's answers (the list and the project itself) refresh once its requirements are in. */
export function useSubmitProjectSetup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitProjectSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type ProjectActionResponse,
  SelectDesignEndpoint,
  type SelectDesignRequest,
} from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export function selectDesign(projectId: number, body: SelectDesignRequest): Promise<ProjectActionResponse> {
  return request(SelectDesignEndpoint, { params: { id: projectId }, body })
}

/** Picks a design sample; the project, its samples and the list refresh. */
export function useSelectDesign(projectId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SelectDesignRequest) => selectDesign(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
  })
}

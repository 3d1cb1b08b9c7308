import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type ProjectsNeedingAttention,
  ProjectsNeedingAttentionEndpoint,
} from '../../../../shared/contracts/project-attention'
import { request } from '../../../lib/request'
import { adminOverviewKeys } from '../admin-overview-keys'

export const projectsNeedingAttentionQueryOptions = queryOptions({
  queryKey: adminOverviewKeys.projectsNeedingAttention(),
  queryFn: (): Promise<ProjectsNeedingAttention> => request(ProjectsNeedingAttentionEndpoint),
})

export function useProjectsNeedingAttention() {
  return useQuery(projectsNeedingAttentionQueryOptions)
}

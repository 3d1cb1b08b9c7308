import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminDesignSamplesEndpoint } from '../../../../shared/contracts/admin-projects'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../projects-keys'

export function listAdminDesignSamples(projectId: number): Promise<DesignSample[]> {
  return request(ListAdminDesignSamplesEndpoint, { params: { id: projectId } })
}

export const adminDesignSamplesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: adminProjectsKeys.designSamples(projectId),
    queryFn: () => listAdminDesignSamples(projectId),
  })

export function useAdminDesignSamples(projectId: number) {
  return useQuery(adminDesignSamplesQueryOptions(projectId))
}

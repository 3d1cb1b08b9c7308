import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetProjectDomainEndpoint, type ProjectDomain } from '../../../../shared/contracts/project-domain'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

/** A project's domain and its status, and whether its free .com may still be claimed. */
export function getProjectDomain(projectId: number): Promise<ProjectDomain> {
  return request(GetProjectDomainEndpoint, { params: { id: projectId } })
}

export const projectDomainQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.domain(projectId),
    queryFn: () => getProjectDomain(projectId),
  })

/** Asked together with the project when its dialog opens (null: no project open). */
export function useProjectDomain(projectId: number | null) {
  return useQuery({ ...projectDomainQueryOptions(projectId ?? 0), enabled: projectId !== null })
}

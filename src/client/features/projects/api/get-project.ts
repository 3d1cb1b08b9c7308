import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetDashboardProjectEndpoint, type ProjectDetail } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

/** One of the customer's projects with its timeline and the studio's requests; another customer's answers 404. */
export function getProject(id: number): Promise<ProjectDetail> {
  return request(GetDashboardProjectEndpoint, { params: { id } })
}

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectsKeys.detail(id),
    queryFn: () => getProject(id),
  })

export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null })
}

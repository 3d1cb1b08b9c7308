import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListDashboardProjectsEndpoint, type Project } from '../../../../shared/contracts/projects'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

/** The customer's projects, newest first. */
export function listProjects(): Promise<Project[]> {
  return request(ListDashboardProjectsEndpoint)
}

export const projectsQueryOptions = queryOptions({
  queryKey: projectsKeys.list(),
  queryFn: listProjects,
})

export function useProjects() {
  return useQuery(projectsQueryOptions)
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  CLIENT_SAMPLE_STATUSES,
  type DesignSample,
  ListDesignSamplesEndpoint,
} from '../../../../shared/contracts/projects'
import type { ProjectStatus } from '../../../../shared/lifecycle'
import { request } from '../../../lib/request'
import { projectsKeys } from '../projects-keys'

export function listDesignSamples(projectId: number): Promise<DesignSample[]> {
  return request(ListDesignSamplesEndpoint, { params: { id: projectId } })
}

export const designSamplesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.samples(projectId),
    queryFn: () => listDesignSamples(projectId),
  })

/** Whether the client may read a project's samples in this status (the server answers 409 otherwise). */
export function showsDesignSamples(status: ProjectStatus): boolean {
  return (CLIENT_SAMPLE_STATUSES as readonly string[]).includes(status)
}

/** The project's design samples, read only in the statuses where the client sees them. */
export function useDesignSamples(projectId: number, status: ProjectStatus) {
  return useQuery({ ...designSamplesQueryOptions(projectId), enabled: showsDesignSamples(status) })
}

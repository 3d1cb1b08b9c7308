import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  clientSeesSamples,
  type DesignSample,
  ListDesignSamplesEndpoint,
} from '../../../../shared/contracts/projects'
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

/** The project's design samples, read only while the client sees them (the server answers 409 otherwise). */
export function useDesignSamples(project: { id: number; status: string; designRound: number }) {
  return useQuery({ ...designSamplesQueryOptions(project.id), enabled: clientSeesSamples(project) })
}

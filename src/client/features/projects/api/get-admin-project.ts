import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdminProjectDetail, GetAdminProjectEndpoint } from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../projects-keys'

export function getAdminProject(id: number): Promise<AdminProjectDetail> {
  return request(GetAdminProjectEndpoint, { params: { id } })
}

export const adminProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminProjectsKeys.detail(id), queryFn: () => getAdminProject(id) })

/** One project with its timeline, requests for details and delivery details; read when `enabled`. */
export function useAdminProject(id: number, options: { enabled: boolean }) {
  return useQuery({ ...adminProjectQueryOptions(id), enabled: options.enabled })
}

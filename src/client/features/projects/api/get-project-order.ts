import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  GetAdminProjectOrderEndpoint,
  GetProjectOrderEndpoint,
  type OrderView,
} from '../../../../shared/contracts/orders'
import { request } from '../../../lib/request'
import { adminProjectsKeys, projectsKeys } from '../projects-keys'

/** The order one of the customer's projects was bought with; another customer's project answers 404. */
export const projectOrderQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectsKeys.order(projectId),
    queryFn: (): Promise<OrderView> => request(GetProjectOrderEndpoint, { params: { id: projectId } }),
  })

/** The order a project was bought with, as its customer sees it (staff). */
export const adminProjectOrderQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: adminProjectsKeys.order(projectId),
    queryFn: (): Promise<OrderView> => request(GetAdminProjectOrderEndpoint, { params: { id: projectId } }),
  })

export function useProjectOrder(projectId: number, { enabled = true } = {}) {
  return useQuery({ ...projectOrderQueryOptions(projectId), enabled })
}

export function useAdminProjectOrder(projectId: number, { enabled = true } = {}) {
  return useQuery({ ...adminProjectOrderQueryOptions(projectId), enabled })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type RequestDetails,
  RequestDetailsEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../projects-keys'

export function requestDetails(body: RequestDetails): Promise<AdminProjectActionResponse> {
  return request(RequestDetailsEndpoint, { body })
}

/** Asks the client for details; the request joins the project's detail (its status does not change). */
export function useRequestDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestDetails,
    onSuccess: ({ project }) => queryClient.setQueryData(adminProjectsKeys.detail(project.id), project),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminProjectActionResponse,
  type UpdateAccessDetails,
  UpdateAccessDetailsEndpoint,
} from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { refreshAfterProjectChange } from '../admin-project-cache'

export function updateAccessDetails(input: {
  id: number
  body: UpdateAccessDetails
}): Promise<AdminProjectActionResponse> {
  return request(UpdateAccessDetailsEndpoint, { params: { id: input.id }, body: input.body })
}

/** Corrects a delivered project's access details; the lists and the project refresh. */
export function useUpdateAccessDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccessDetails,
    onSuccess: ({ project }) => refreshAfterProjectChange(queryClient, project),
  })
}

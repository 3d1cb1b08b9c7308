import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type UpdateDomainRequest,
  UpdateDomainRequestEndpoint,
  type UpdateDomainRequestResponse,
} from '../../../../shared/contracts/admin-domains'
import { request } from '../../../lib/request'
import { adminNotificationsKeys } from '../../notifications'
import { domainsKeys } from '../domains-keys'

export function updateDomainRequest(input: {
  id: number
  body: UpdateDomainRequest
}): Promise<UpdateDomainRequestResponse> {
  return request(UpdateDomainRequestEndpoint, { params: { id: input.id }, body: input.body })
}

/** Records a manual registration (or its failure); the domain pages and the sent notifications refresh. */
export function useUpdateDomainRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDomainRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNotificationsKeys.all }),
      ]),
  })
}

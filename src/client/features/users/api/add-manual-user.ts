import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddManualUserEndpoint,
  type AddManualUserRequest,
  type AddManualUserResponse,
} from '../../../../shared/contracts/admin'
import { adminStatsKeys } from '../../../hooks/use-admin-stats'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../../projects'
import { usersKeys } from '../users-keys'

export function addManualUser(body: AddManualUserRequest): Promise<AddManualUserResponse> {
  return request(AddManualUserEndpoint, { body })
}

/**
 * Adds a customer who paid outside the card provider: the figures, the users and the projects refresh (the call
 * made a customer, a paid order and a project).
 */
export function useAddManualUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addManualUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminProjectsKeys.all }),
      ]),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateUserEndpoint, type CreateUserRequest } from '../../../../shared/contracts/users'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminStatsKeys } from '../../../hooks/use-admin-stats'
import { usersKeys } from '../users-keys'

export type CreateUserResponse = EndpointResponse<typeof CreateUserEndpoint>

export function createUser(body: CreateUserRequest): Promise<CreateUserResponse> {
  return request(CreateUserEndpoint, { body })
}

/** Creates a customer account; the users list and the user count refresh. */
export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
      ]),
  })
}

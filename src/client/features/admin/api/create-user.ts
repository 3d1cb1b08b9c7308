import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import type { CreateUserRequest, CreateUserResponseSchema } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'
import { adminStatsQueryOptions } from './get-admin-stats'
import { adminUsersQueryOptions } from './get-admin-users'

export const CREATE_USER_PATH = '/api/admin/users'

export type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>

export function createUser(body: CreateUserRequest): Promise<CreateUserResponse> {
  return apiJson<CreateUserResponse>('POST', CREATE_USER_PATH, body)
}

/** Creates a customer account; the users list and the user count refresh. */
export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions.queryKey }),
      ]),
  })
}

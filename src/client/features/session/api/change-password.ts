import { useMutation } from '@tanstack/react-query'
import { type ChangePasswordRequest, ChangePasswordEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function changePassword(body: ChangePasswordRequest) {
  return request(ChangePasswordEndpoint, { body })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}

import { useMutation } from '@tanstack/react-query'
import { RequestPasswordResetEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function requestPasswordReset(email: string) {
  return request(RequestPasswordResetEndpoint, { body: { email } })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

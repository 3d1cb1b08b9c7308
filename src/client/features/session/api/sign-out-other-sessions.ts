import { useMutation } from '@tanstack/react-query'
import { SignOutOtherSessionsEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function signOutOtherSessions() {
  return request(SignOutOtherSessionsEndpoint)
}

export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions })
}

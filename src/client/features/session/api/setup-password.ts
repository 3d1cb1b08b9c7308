import { useMutation } from '@tanstack/react-query'
import { type SetupPasswordRequest, SetupPasswordEndpoint } from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function setupPassword(body: SetupPasswordRequest) {
  return request(SetupPasswordEndpoint, { body })
}

export function useSetupPassword() {
  return useMutation({ mutationFn: setupPassword })
}

import { useMutation } from '@tanstack/react-query'
import {
  EnableTotpEndpoint,
  SetupTotpEndpoint,
  type TotpSetupRequest,
} from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function setupTotp(body: TotpSetupRequest) {
  return request(SetupTotpEndpoint, { body })
}

export function enableTotp(code: string) {
  return request(EnableTotpEndpoint, { body: { code } })
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp })
}

/**
 * Confirms enrolment. The identity answer is refreshed when the enrolment dialog closes, not here: an area
 * waiting for enrolment would otherwise open at once and take the recovery codes off the screen.
 */
export function useEnableTotp() {
  return useMutation({ mutationFn: enableTotp })
}

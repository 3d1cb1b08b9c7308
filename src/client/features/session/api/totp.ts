import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  TotpEnableResponse,
  TotpSetupRequest,
  TotpSetupResponse,
} from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'
import { meQueryOptions } from '../../../lib/session'

export const TOTP_SETUP_PATH = '/api/auth/totp/setup'
export const TOTP_ENABLE_PATH = '/api/auth/totp/enable'

export function setupTotp(body: TotpSetupRequest): Promise<TotpSetupResponse> {
  return apiJson<TotpSetupResponse>('POST', TOTP_SETUP_PATH, body)
}

export function enableTotp(code: string): Promise<TotpEnableResponse> {
  return apiJson<TotpEnableResponse>('POST', TOTP_ENABLE_PATH, { code })
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp })
}

/** Confirms enrolment; the identity answer then carries `totpEnabled: true`. */
export function useEnableTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  })
}

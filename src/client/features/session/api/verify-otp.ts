import { useMutation } from '@tanstack/react-query'
import type { AuthResponse, VerifyOtpRequest } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'

export const VERIFY_OTP_PATH = '/api/auth/verify-otp'

export function verifyOtp(body: VerifyOtpRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', VERIFY_OTP_PATH, body)
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}

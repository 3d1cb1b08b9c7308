import { useMutation } from '@tanstack/react-query'
import {
  type AuthResponse,
  type VerifyOtpRequest,
  VerifyOtpEndpoint,
} from '../../../../shared/contracts/auth'
import { request } from '../../../lib/request'

export function verifyOtp(body: VerifyOtpRequest): Promise<AuthResponse> {
  return request(VerifyOtpEndpoint, { body })
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}

import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import type { SendOtpRequest, SendOtpResponseSchema } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'

export const SEND_OTP_PATH = '/api/auth/send-otp'

export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>

export function sendOtp(body: SendOtpRequest): Promise<SendOtpResponse> {
  return apiJson<SendOtpResponse>('POST', SEND_OTP_PATH, body)
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp })
}

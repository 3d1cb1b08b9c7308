import { useMutation } from '@tanstack/react-query'
import { type SendOtpRequest, SendOtpEndpoint } from '../../../../shared/contracts/auth'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'

export type SendOtpResponse = EndpointResponse<typeof SendOtpEndpoint>

export function sendOtp(body: SendOtpRequest): Promise<SendOtpResponse> {
  return request(SendOtpEndpoint, { body })
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp })
}

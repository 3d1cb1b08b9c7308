import { useMutation } from '@tanstack/react-query'
import type {
  CreateCouponEmailRequest,
  CreateCouponEmailResponse,
} from '../../../../shared/contracts/coupon-email'
import { apiJson } from '../../../lib/api-client'

export const COUPON_EMAIL_PATH = '/api/coupon-email'

/** Mails the exit offer's coupon codes to the visitor. */
export function createCouponEmail(body: CreateCouponEmailRequest): Promise<CreateCouponEmailResponse> {
  return apiJson<CreateCouponEmailResponse>('POST', COUPON_EMAIL_PATH, body)
}

export function useCreateCouponEmail() {
  return useMutation({ mutationFn: createCouponEmail })
}

import { useMutation } from '@tanstack/react-query'
import {
  CreateCouponEmailEndpoint,
  type CreateCouponEmailRequest,
  type CreateCouponEmailResponse,
} from '../../../../shared/contracts/coupon-email'
import { request } from '../../../lib/request'

/** Mails the exit offer's coupon codes to the visitor. */
export function createCouponEmail(body: CreateCouponEmailRequest): Promise<CreateCouponEmailResponse> {
  return request(CreateCouponEmailEndpoint, { body })
}

export function useCreateCouponEmail() {
  return useMutation({ mutationFn: createCouponEmail })
}

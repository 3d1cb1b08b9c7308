import { useMutation } from '@tanstack/react-query'
import {
  ValidateCouponEndpoint,
  type ValidateCouponRequest,
  type ValidateCouponResponse,
} from '../../../../shared/contracts/coupons'
import { request } from '../../../lib/request'

/** What a coupon takes off the given order total, or (as an ApiError) why it does not apply. */
export function validateCoupon(body: ValidateCouponRequest): Promise<ValidateCouponResponse> {
  return request(ValidateCouponEndpoint, { body })
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon })
}

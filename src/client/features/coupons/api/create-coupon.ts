import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CreateCouponEndpoint,
  type CouponActionResponse,
  type CreateCoupon,
} from '../../../../shared/contracts/admin-coupons'
import { request } from '../../../lib/request'
import { couponsKeys } from '../coupons-keys'

export function createCoupon(body: CreateCoupon): Promise<CouponActionResponse> {
  return request(CreateCouponEndpoint, { body })
}

/** Creates a coupon code; the list refreshes with it first. */
export function useCreateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKeys.codes() }),
  })
}

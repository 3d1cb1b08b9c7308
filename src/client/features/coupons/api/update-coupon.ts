import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CouponActionResponse,
  UpdateCouponEndpoint,
  type UpdateCoupon,
} from '../../../../shared/contracts/admin-coupons'
import { request } from '../../../lib/request'
import { couponsKeys } from '../coupons-keys'

export function updateCoupon(input: { id: number; body: UpdateCoupon }): Promise<CouponActionResponse> {
  return request(UpdateCouponEndpoint, { params: { id: input.id }, body: input.body })
}

/** Changes a coupon (its words, limits, expiry, or whether it is active); the list refreshes. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKeys.codes() }),
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetCouponOfferEndpoint, type GetCouponOfferResponse } from '../../../../shared/contracts/coupons'
import { request } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

/** The exit offer's codes that can be used now, in the words an admin set on their coupons. */
export function getCouponOffer(): Promise<GetCouponOfferResponse> {
  return request(GetCouponOfferEndpoint)
}

export const couponOfferQueryOptions = queryOptions({
  queryKey: marketingKeys.couponOffer(),
  queryFn: getCouponOffer,
})

/** Asked for only once the exit offer opens (its dialog's code is loaded then too). */
export function useCouponOffer() {
  return useQuery(couponOfferQueryOptions)
}

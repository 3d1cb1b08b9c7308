import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GetCouponOfferResponse } from '../../../../shared/contracts/coupons'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'
import { marketingKeys } from '../marketing-keys'

/**
 * The exit offer's codes that can be used now, in the words an admin set on their coupons. Read from the landing
 * page when the visitor heads out, so like its other public reads it leaves zod out (the server's response schema
 * shapes the answer).
 */
export function getCouponOffer(): Promise<GetCouponOfferResponse> {
  return apiJson<GetCouponOfferResponse>('GET', PUBLIC_READ_PATHS.couponOffer)
}

export const couponOfferQueryOptions = queryOptions({
  queryKey: marketingKeys.couponOffer(),
  queryFn: getCouponOffer,
})

export function useCouponOffer() {
  return useQuery(couponOfferQueryOptions)
}

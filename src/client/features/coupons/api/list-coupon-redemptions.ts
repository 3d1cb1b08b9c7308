import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListCouponRedemptionsEndpoint } from '../../../../shared/contracts/admin-coupons'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { couponsKeys } from '../coupons-keys'

export type CouponRedemptionsPage = EndpointResponse<typeof ListCouponRedemptionsEndpoint>

export const COUPON_REDEMPTIONS_PAGE_SIZE = 10

export function listCouponRedemptions(couponId: number, page: number): Promise<CouponRedemptionsPage> {
  return request(ListCouponRedemptionsEndpoint, {
    params: { id: couponId },
    query: { page, pageSize: COUPON_REDEMPTIONS_PAGE_SIZE },
  })
}

export const couponRedemptionsQueryOptions = (couponId: number, page: number) =>
  queryOptions({
    queryKey: couponsKeys.redemptions(couponId, page),
    queryFn: () => listCouponRedemptions(couponId, page),
    placeholderData: keepPreviousData,
  })

/** A coupon's redemptions, asked for only while `couponId` is set (the dialog is open). */
export function useCouponRedemptions(couponId: number | null, page: number) {
  return useQuery({ ...couponRedemptionsQueryOptions(couponId ?? 0, page), enabled: couponId !== null })
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListCouponEmailsEndpoint } from '../../../../shared/contracts/admin-coupons'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { couponsKeys } from '../coupons-keys'

export type CouponEmailsPage = EndpointResponse<typeof ListCouponEmailsEndpoint>

/** Sign-ups a page at a time on the Coupons tab. */
export const COUPON_EMAILS_PAGE_SIZE = 20

export function listCouponEmails(page: number): Promise<CouponEmailsPage> {
  return request(ListCouponEmailsEndpoint, { query: { page, pageSize: COUPON_EMAILS_PAGE_SIZE } })
}

export const couponEmailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: couponsKeys.signups(page),
    queryFn: () => listCouponEmails(page),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useCouponEmails(page: number) {
  return useQuery(couponEmailsQueryOptions(page))
}

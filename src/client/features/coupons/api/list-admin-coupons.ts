import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminCouponsEndpoint } from '../../../../shared/contracts/admin-coupons'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { couponsKeys } from '../coupons-keys'

export type AdminCouponsPage = EndpointResponse<typeof ListAdminCouponsEndpoint>

/** Coupon codes a page at a time on the Coupons tab. */
export const ADMIN_COUPONS_PAGE_SIZE = 10

export function listAdminCoupons(page: number): Promise<AdminCouponsPage> {
  return request(ListAdminCouponsEndpoint, { query: { page, pageSize: ADMIN_COUPONS_PAGE_SIZE } })
}

export const adminCouponsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: couponsKeys.codeList(page),
    queryFn: () => listAdminCoupons(page),
    placeholderData: keepPreviousData,
  })

export function useAdminCoupons(page: number) {
  return useQuery(adminCouponsQueryOptions(page))
}

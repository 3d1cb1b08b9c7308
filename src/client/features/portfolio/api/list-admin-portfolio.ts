import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAdminPortfolioEndpoint } from '../../../../shared/contracts/admin-portfolio'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { adminPortfolioKeys } from '../portfolio-keys'

export type AdminPortfolioPage = EndpointResponse<typeof ListAdminPortfolioEndpoint>

/** The largest page the server gives: the whole portfolio at once, so items can be moved anywhere in it. */
export const ADMIN_PORTFOLIO_PAGE_SIZE = 100

export function listAdminPortfolio(page: number): Promise<AdminPortfolioPage> {
  return request(ListAdminPortfolioEndpoint, { query: { page, pageSize: ADMIN_PORTFOLIO_PAGE_SIZE } })
}

export const adminPortfolioQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminPortfolioKeys.list(page),
    queryFn: () => listAdminPortfolio(page),
    placeholderData: keepPreviousData,
  })

export function useAdminPortfolio(page: number) {
  return useQuery(adminPortfolioQueryOptions(page))
}

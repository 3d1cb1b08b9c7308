import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListPortfolioEndpoint, type PortfolioItem } from '../../../../shared/contracts/portfolio'
import { request } from '../../../lib/api-client'

/** Every published portfolio item, checked against the shared contract. */
export function getPortfolio(): Promise<PortfolioItem[]> {
  return request(ListPortfolioEndpoint)
}

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: [ListPortfolioEndpoint.path],
    queryFn: getPortfolio,
  })

export function usePortfolio() {
  return useQuery(portfolioQueryOptions())
}

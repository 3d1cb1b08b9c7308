import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'
import { portfolioKeys } from '../portfolio-keys'

/** Every published portfolio item (a first-screen read: see shared/contracts/public-reads.ts). */
export function getPortfolio(): Promise<PortfolioItem[]> {
  return apiJson<PortfolioItem[]>('GET', PUBLIC_READ_PATHS.portfolio)
}

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.list(),
    queryFn: getPortfolio,
  })

export function usePortfolio() {
  return useQuery(portfolioQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { apiJson } from '../../../lib/api-client'
import { portfolioKeys } from '../portfolio-keys'

export const FEATURED_PORTFOLIO_PATH = '/api/portfolio/featured'

export function getFeaturedPortfolio(): Promise<PortfolioItem[]> {
  return apiJson<PortfolioItem[]>('GET', FEATURED_PORTFOLIO_PATH)
}

export const featuredPortfolioQueryOptions = queryOptions({
  queryKey: portfolioKeys.featured(),
  queryFn: getFeaturedPortfolio,
})

export function useFeaturedPortfolio() {
  return useQuery(featuredPortfolioQueryOptions)
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'
import { portfolioKeys } from '../portfolio-keys'

export function getFeaturedPortfolio(): Promise<PortfolioItem[]> {
  return apiJson<PortfolioItem[]>('GET', PUBLIC_READ_PATHS.featuredPortfolio)
}

export const featuredPortfolioQueryOptions = queryOptions({
  queryKey: portfolioKeys.featured(),
  queryFn: getFeaturedPortfolio,
})

export function useFeaturedPortfolio() {
  return useQuery(featuredPortfolioQueryOptions)
}

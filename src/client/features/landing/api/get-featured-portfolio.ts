import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { PUBLIC_READ_PATHS } from '../../../../shared/contracts/public-reads'
import { apiJson } from '../../../lib/api-client'

export function getFeaturedPortfolio(): Promise<PortfolioItem[]> {
  return apiJson<PortfolioItem[]>('GET', PUBLIC_READ_PATHS.featuredPortfolio)
}

export const featuredPortfolioQueryOptions = queryOptions({
  queryKey: [PUBLIC_READ_PATHS.featuredPortfolio],
  queryFn: getFeaturedPortfolio,
})

export function useFeaturedPortfolio() {
  return useQuery(featuredPortfolioQueryOptions)
}

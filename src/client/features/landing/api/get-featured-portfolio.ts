import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListFeaturedPortfolioEndpoint, type PortfolioItem } from '../../../../shared/contracts/portfolio'
import { request } from '../../../lib/api-client'

export function getFeaturedPortfolio(): Promise<PortfolioItem[]> {
  return request(ListFeaturedPortfolioEndpoint)
}

export const featuredPortfolioQueryOptions = queryOptions({
  queryKey: [ListFeaturedPortfolioEndpoint.path],
  queryFn: getFeaturedPortfolio,
})

export function useFeaturedPortfolio() {
  return useQuery(featuredPortfolioQueryOptions)
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListPortfolioResponseSchema, type PortfolioItem } from '../../../../shared/contracts/portfolio'
import { apiJson } from '../../../lib/api-client'
import { portfolioKeys } from '../portfolio-keys'

export const PORTFOLIO_PATH = '/api/portfolio'

/** Every published portfolio item, checked against the shared contract. */
export async function getPortfolio(): Promise<PortfolioItem[]> {
  return ListPortfolioResponseSchema.parse(await apiJson<unknown>('GET', PORTFOLIO_PATH))
}

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.list(),
    queryFn: getPortfolio,
  })

export function usePortfolio() {
  return useQuery(portfolioQueryOptions())
}

import type { QueryClient } from '@tanstack/react-query'
import { adminPortfolioKeys, portfolioKeys } from './portfolio-keys'

/** After a change to the portfolio: the admin's pages and the public lists are read again. */
export function refreshAfterPortfolioChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPortfolioKeys.all }),
    queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  ])
}

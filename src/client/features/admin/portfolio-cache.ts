import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { adminKeys } from './admin-keys'

/**
 * After a change to the portfolio: the tab's pages and the public lists (`alsoRefresh`, the portfolio feature's
 * keys, handed in by the page that composes both) are read again.
 */
export function refreshAfterPortfolioChange(queryClient: QueryClient, alsoRefresh: readonly QueryKey[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.portfolio() }),
    ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ])
}

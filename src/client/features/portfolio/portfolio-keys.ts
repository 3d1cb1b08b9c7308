/** Query keys of the portfolio's answers; `all` covers every one of them. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: () => [...portfolioKeys.all, 'list'] as const,
  featured: () => [...portfolioKeys.all, 'featured'] as const,
}

/**
 * Query keys of the admin's Portfolio tab, under `admin` apart from the public lists: invalidating `all` refreshes
 * every page of it.
 */
export const adminPortfolioKeys = {
  all: ['admin', 'portfolio'] as const,
  list: (page: number) => [...adminPortfolioKeys.all, 'list', { page }] as const,
}

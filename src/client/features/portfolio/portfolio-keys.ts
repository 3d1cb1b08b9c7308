/** Query keys of the portfolio's answers; `all` covers every one of them. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: () => [...portfolioKeys.all, 'list'] as const,
  featured: () => [...portfolioKeys.all, 'featured'] as const,
}

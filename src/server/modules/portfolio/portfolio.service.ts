import type { AppContext } from '../../context'
import type { PublicCache } from '../../lib/public-cache'
import { listFeaturedPortfolioItems, listPortfolioItems } from './portfolio.repo'

export const PORTFOLIO_CACHE_PREFIX = 'portfolio:'

export function getPortfolio(ctx: AppContext, cache: PublicCache) {
  return cache.get(`${PORTFOLIO_CACHE_PREFIX}all`, () => listPortfolioItems(ctx.db))
}

export function getFeaturedPortfolio(ctx: AppContext, cache: PublicCache) {
  return cache.get(`${PORTFOLIO_CACHE_PREFIX}featured`, () => listFeaturedPortfolioItems(ctx.db))
}

/** Called by whatever changes portfolio items (the admin panel), so every instance serves the new list. */
export function invalidatePortfolio(cache: PublicCache) {
  return cache.invalidate(PORTFOLIO_CACHE_PREFIX)
}

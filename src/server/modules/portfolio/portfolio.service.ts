import type { AppContext } from '../../context'
import { listFeaturedPortfolioItems, listPortfolioItems } from './portfolio.repo'

export const PORTFOLIO_CACHE_PREFIX = 'portfolio:'

export function getPortfolio(ctx: AppContext) {
  return ctx.cache.get(`${PORTFOLIO_CACHE_PREFIX}all`, () => listPortfolioItems(ctx.db))
}

export function getFeaturedPortfolio(ctx: AppContext) {
  return ctx.cache.get(`${PORTFOLIO_CACHE_PREFIX}featured`, () => listFeaturedPortfolioItems(ctx.db))
}

/** Called by whatever changes portfolio items (the admin panel), so every instance serves the new list. */
export function invalidatePortfolio(ctx: AppContext) {
  return ctx.cache.invalidate(PORTFOLIO_CACHE_PREFIX)
}

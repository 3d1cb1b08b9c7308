import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { portfolioItems } from '../../db/schema/portfolio'

const columns = {
  id: portfolioItems.id,
  title: portfolioItems.title,
  description: portfolioItems.description,
  category: portfolioItems.category,
  imageUrl: portfolioItems.imageUrl,
  websiteUrl: portfolioItems.websiteUrl,
  featured: portfolioItems.featured,
}

export async function listPortfolioItems(tx: Executor) {
  return tx
    .select(columns)
    .from(portfolioItems)
    .orderBy(desc(portfolioItems.featured), desc(portfolioItems.createdAt), desc(portfolioItems.id))
}

export async function listFeaturedPortfolioItems(tx: Executor, limit = 6) {
  return tx
    .select(columns)
    .from(portfolioItems)
    .where(eq(portfolioItems.featured, true))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
    .limit(limit)
}

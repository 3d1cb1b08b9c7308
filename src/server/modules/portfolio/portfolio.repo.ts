import { asc, count, desc, eq, min, sql } from 'drizzle-orm'
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

/** The admin's order: position first; items that share one (rows added outside the panel) newest first. */
const listOrder = [asc(portfolioItems.position), desc(portfolioItems.createdAt), desc(portfolioItems.id)]

export type PortfolioRow = typeof portfolioItems.$inferSelect

export async function listPortfolioItems(tx: Executor) {
  return tx
    .select(columns)
    .from(portfolioItems)
    .orderBy(...listOrder)
}

export async function listFeaturedPortfolioItems(tx: Executor, limit = 6) {
  return tx
    .select(columns)
    .from(portfolioItems)
    .where(eq(portfolioItems.featured, true))
    .orderBy(...listOrder)
    .limit(limit)
}

export async function listPortfolioPage(tx: Executor, page: { limit: number; offset: number }) {
  const rows = await tx
    .select()
    .from(portfolioItems)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await tx.select({ n: count() }).from(portfolioItems)
  return { rows, total: total?.n ?? 0 }
}

/**
 * Serialises the writes that change which items there are or their order (add, reorder, delete) until the
 * transaction ends, so a reorder checks its ids against a list no one is changing meanwhile.
 */
export async function lockPortfolio(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portfolio_items'))`)
}

/** Every item's id in the current order. */
export async function listPortfolioIds(tx: Executor) {
  const rows = await tx
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .orderBy(...listOrder)
  return rows.map((r) => r.id)
}

export async function findPortfolioItem(tx: Executor, id: number) {
  const [row] = await tx.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for('update')
  return row
}

/** The position before the first item (0 for an empty list). */
export async function firstPosition(tx: Executor) {
  const [row] = await tx.select({ first: min(portfolioItems.position) }).from(portfolioItems)
  return row?.first ?? null
}

export async function insertPortfolioItem(tx: Executor, values: typeof portfolioItems.$inferInsert) {
  const [row] = await tx.insert(portfolioItems).values(values).returning()
  return row!
}

export async function updatePortfolioItem(
  tx: Executor,
  id: number,
  values: Partial<typeof portfolioItems.$inferInsert>,
) {
  const [row] = await tx.update(portfolioItems).set(values).where(eq(portfolioItems.id, id)).returning()
  return row
}

export async function setPortfolioPosition(tx: Executor, id: number, position: number) {
  await tx.update(portfolioItems).set({ position }).where(eq(portfolioItems.id, id))
}

export async function deletePortfolioItem(tx: Executor, id: number) {
  await tx.delete(portfolioItems).where(eq(portfolioItems.id, id))
}

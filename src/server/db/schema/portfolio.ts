import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    imageUrl: text('image_url').notNull(),
    websiteUrl: text('website_url'),
    featured: boolean().notNull().default(false),
    /** Where the item stands in the public list, smallest first (the admin's order); ties newest first. */
    position: integer().notNull().default(0),
    /** Stable key for seeded rows so the seed can run again without duplicating them. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('portfolio_items_created_idx').on(t.createdAt),
    index('portfolio_items_featured_idx').on(t.featured, t.createdAt),
    index('portfolio_items_position_idx').on(t.position),
  ],
)

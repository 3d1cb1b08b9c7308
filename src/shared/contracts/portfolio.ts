import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint'
import { PUBLIC_READ_PATHS } from './public-reads'

export const PORTFOLIO_CATEGORIES = [
  'Restaurant',
  'Legal',
  'Fitness',
  'Portfolio',
  'Consulting',
  'Real Estate',
  'Technology',
  'E-commerce',
  'Healthcare',
  'Education',
] as const

export const PortfolioItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  websiteUrl: z.nullable(z.string()),
  featured: z.boolean(),
})
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>

export const ListPortfolioResponseSchema = z.array(PortfolioItemSchema)
export const ListFeaturedPortfolioResponseSchema = z.array(PortfolioItemSchema)

export const ListPortfolioEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.portfolio,
  auth: 'public',
  operationId: 'listPortfolio',
  summary: 'Every portfolio item',
  tag: 'public',
  response: ListPortfolioResponseSchema,
  fastPath: true,
})

export const ListFeaturedPortfolioEndpoint = defineEndpoint({
  method: 'GET',
  path: PUBLIC_READ_PATHS.featuredPortfolio,
  auth: 'public',
  operationId: 'listFeaturedPortfolio',
  summary: 'Featured portfolio items for the landing page',
  tag: 'public',
  response: ListFeaturedPortfolioResponseSchema,
  fastPath: true,
})

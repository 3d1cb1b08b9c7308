import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ListFeaturedPortfolioResponseSchema,
  ListPortfolioResponseSchema,
} from '../../../shared/contracts/portfolio'
import { sendCached } from '../../plugins/cached-reply'
import { getFeaturedPortfolio, getPortfolio } from './portfolio.service'

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portfolio',
    {
      config: { role: 'visitor' },
      schema: {
        tags: ['public'],
        summary: 'Every portfolio item',
        response: { 200: ListPortfolioResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await getPortfolio(app.ctx)),
  )
  app.get(
    '/api/portfolio/featured',
    {
      config: { role: 'visitor' },
      schema: {
        tags: ['public'],
        summary: 'Featured portfolio items for the landing page',
        response: { 200: ListFeaturedPortfolioResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await getFeaturedPortfolio(app.ctx)),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListFeaturedPortfolioEndpoint, ListPortfolioEndpoint } from '../../../shared/contracts/portfolio'
import { sendCached } from '../../plugins/cached-reply'
import { addEndpoint } from '../../plugins/endpoint'
import { getFeaturedPortfolio, getPortfolio } from './portfolio.service'

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListPortfolioEndpoint, {
    handler: async (request, reply) => sendCached(request, reply, await getPortfolio(app.ctx)),
  })
  addEndpoint(app, ListFeaturedPortfolioEndpoint, {
    handler: async (request, reply) => sendCached(request, reply, await getFeaturedPortfolio(app.ctx)),
  })
}

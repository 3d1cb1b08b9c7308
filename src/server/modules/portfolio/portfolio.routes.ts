import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ListFeaturedPortfolioResponseSchema,
  ListPortfolioResponseSchema,
} from '../../../shared/contracts/portfolio'
import type { PublicCache } from '../../lib/public-cache'
import { getFeaturedPortfolio, getPortfolio } from './portfolio.service'

/** Sends a cached, already serialized answer, or 304 when the browser's copy is current. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: { body: string; etag: string }) {
  reply.header('etag', entry.etag).header('cache-control', 'public, no-cache')
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send()
  return reply
    .type('application/json; charset=utf-8')
    .serializer((s: unknown) => s as string)
    .send(entry.body)
}

export function portfolioRoutes(cache: PublicCache): FastifyPluginAsyncZod {
  return async (app) => {
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
      async (request, reply) => sendCached(request, reply, await getPortfolio(app.ctx, cache)),
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
      async (request, reply) => sendCached(request, reply, await getFeaturedPortfolio(app.ctx, cache)),
    )
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GetActivePromotionResponseSchema,
  ListRecentOrdersResponseSchema,
} from '../../../shared/contracts/marketing'
import { sendCached } from '../../plugins/cached-reply'
import { getActivePromotion, getRecentOrders } from './marketing.service'

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/promotions/active',
    {
      config: { role: 'visitor' },
      schema: {
        tags: ['public'],
        summary: 'The promotion the countdown banner shows, if any',
        response: { 200: GetActivePromotionResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await getActivePromotion(app.ctx)),
  )
  app.get(
    '/api/orders/recent',
    {
      config: { role: 'visitor' },
      schema: {
        tags: ['public'],
        summary: 'Recent paid orders, anonymised, for the recent-orders toast',
        response: { 200: ListRecentOrdersResponseSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await getRecentOrders(app.ctx)),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GetActivePromotionEndpoint, ListRecentOrdersEndpoint } from '../../../shared/contracts/marketing'
import { sendCached } from '../../plugins/cached-reply'
import { addEndpoint } from '../../plugins/endpoint'
import { getActivePromotion, getRecentOrders, type RecentPaidOrders } from './marketing.service'

/** The promotion banner's and the recent-orders toast's routes; the toast reads orders through `recentPaidOrders`. */
export const marketingRoutes =
  (deps: { recentPaidOrders: RecentPaidOrders }): FastifyPluginAsyncZod =>
  async (app) => {
    addEndpoint(app, GetActivePromotionEndpoint, {
      handler: async (request, reply) => sendCached(request, reply, await getActivePromotion(app.ctx)),
    })
    addEndpoint(app, ListRecentOrdersEndpoint, {
      handler: async (request, reply) =>
        sendCached(request, reply, await getRecentOrders(app.ctx, deps.recentPaidOrders)),
    })
  }

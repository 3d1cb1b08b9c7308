import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GetRecurringRevenueEndpoint } from '../../../shared/contracts/finance'
import { addEndpoint } from '../../plugins/endpoint'
import { recurringRevenue } from './recurring.service'

/** GET /api/cfo/recurring: maintenance plans as recurring revenue, coupon cost and exit-popup conversion. */
export const recurringRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GetRecurringRevenueEndpoint, {
    handler: async (request) => recurringRevenue(app.ctx, request.query),
  })
}

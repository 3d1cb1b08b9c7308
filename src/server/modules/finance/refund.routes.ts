import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RefundOrderEndpoint } from '../../../shared/contracts/finance'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { refundOrder } from '../orders'
import { getFinanceOrder } from './finance.service'

/** POST /api/cfo/orders/:id/refund: the card refunded, a credit note issued, the customer told. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, RefundOrderEndpoint, {
    handler: async (request) => {
      const { refundId, ...done } = await refundOrder(
        app.ctx,
        auditActor(request),
        request.params.id,
        request.body,
      )
      const order = await getFinanceOrder(app.ctx, request.params.id)
      return { ...done, refund: order.refunds.find((r) => r.id === refundId)!, order }
    },
  })
}

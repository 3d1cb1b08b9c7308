import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RefundDomainFeeEndpoint } from '../../../shared/contracts/admin-domains'
import { RefundOrderEndpoint } from '../../../shared/contracts/finance'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { refundDomainFee } from '../domains'
import { refundOrder } from '../orders'
import { getFinanceOrder } from './finance.service'

/**
 * POST /api/cfo/orders/:id/refund: the card refunded, a credit note issued, the customer told. And the admin
 * Domains tab's POST /api/admin/domains/:id/refund, a failed paid domain's fee through that same refund (here,
 * since domains may not call orders, which calls domains as it finalises a payment).
 */
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
  addEndpoint(app, RefundDomainFeeEndpoint, {
    handler: async (request) => {
      const actor = auditActor(request)
      return refundDomainFee(app.ctx, actor, request.params.id, (orderId, input) =>
        refundOrder(app.ctx, actor, orderId, input),
      )
    },
  })
}

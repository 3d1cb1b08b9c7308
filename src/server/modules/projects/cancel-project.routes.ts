import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CancelProjectEndpoint, ProjectPaymentEndpoint } from '../../../shared/contracts/admin-projects'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { cancelProject, getProjectPayment, type RefundOrder } from './cancellation'

/**
 * The Projects tab's cancellation with its refund question. The refund is the finance refund (orders' refundOrder),
 * which app.ts passes in: projects never imports orders.
 */
export const cancelProjectRoutes =
  (deps: { refundOrder: RefundOrder }): FastifyPluginAsyncZod =>
  async (app) => {
    addEndpoint(app, ProjectPaymentEndpoint, {
      handler: async (request) => getProjectPayment(app.ctx, request.params.id),
    })
    addEndpoint(app, CancelProjectEndpoint, {
      handler: async (request) =>
        cancelProject(app.ctx, auditActor(request), request.params.id, request.body, deps.refundOrder),
    })
  }

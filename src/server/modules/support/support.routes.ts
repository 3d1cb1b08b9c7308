import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateSupportRequestEndpoint } from '../../../shared/contracts/support'
import { addEndpoint } from '../../plugins/endpoint'
import { createSupportTicket } from './support.service'

export const SUPPORT_RATE = { name: 'support', max: 5, windowMs: 60 * 60_000 }

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, CreateSupportRequestEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp({
      ...SUPPORT_RATE,
      message:
        'You have sent several support requests in a short time. Please wait a while before sending another.',
    }),
    handler: async (request) => {
      const { ticketId, responseHours } = await createSupportTicket(app.ctx, request.body, {
        ip: request.ip,
        caller: request.user,
      })
      return {
        success: true,
        message: "We'll get back to you within 24 hours!",
        ...(ticketId ? { ticketId } : {}),
        responseHours,
      }
    },
  })
}

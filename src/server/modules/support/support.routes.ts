import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateDashboardTicketEndpoint } from '../../../shared/contracts/support-tickets'
import { CreateSupportRequestEndpoint } from '../../../shared/contracts/support'
import { addEndpoint } from '../../plugins/endpoint'
import { createDashboardTicket, createSupportTicket } from './support.service'

export const SUPPORT_RATE = { name: 'support', max: 5, windowMs: 60 * 60_000 }

const SUPPORT_RATE_MESSAGE =
  'You have sent several support requests in a short time. Please wait a while before sending another.'

/** Per account (or, for a visitor, per address typed): many client addresses cannot flood the studio's queue. */
export const SUPPORT_ACCOUNT_RATE = { name: 'support-account', max: 5, windowMs: 60 * 60_000 }

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // One limit for both doors: a dashboard ticket counts against the same address as the public form's, and
  // against the same account (or e-mail address) from any client address.
  const perIp = app.ctx.rateLimiter.perIp({ ...SUPPORT_RATE, message: SUPPORT_RATE_MESSAGE })
  const limit = async (request: FastifyRequest) => {
    await perIp(request)
    const typed = (request.body as { email?: unknown } | undefined)?.email
    const who = request.user ? `user:${request.user.id}` : typeof typed === 'string' ? typed : request.ip
    await app.ctx.rateLimiter.consume(who, { ...SUPPORT_ACCOUNT_RATE, message: SUPPORT_RATE_MESSAGE })
  }
  addEndpoint(app, CreateSupportRequestEndpoint, {
    preHandler: limit,
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
  addEndpoint(app, CreateDashboardTicketEndpoint, {
    preHandler: limit,
    handler: async (request) => {
      const { ticketId, responseHours } = await createDashboardTicket(app.ctx, request.user!.id, request.body)
      return {
        success: true,
        message: `We'll get back to you within ${responseHours} hours!`,
        ticketId,
        responseHours,
      }
    },
  })
}

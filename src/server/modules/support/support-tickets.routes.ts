import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GetAdminSupportTicketEndpoint,
  GetCustomerTicketEndpoint,
  ListAdminSupportTicketsEndpoint,
  ListCustomerTicketsEndpoint,
  ReplyCustomerTicketEndpoint,
  ReplySupportTicketEndpoint,
  UpdateSupportTicketEndpoint,
} from '../../../shared/contracts/support-tickets'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import {
  getAdminTicket,
  getCustomerTicket,
  listAdminTickets,
  listCustomerTickets,
  replyAsClient,
  replyAsStudio,
  updateSupportTicket,
} from './support-tickets.service'

/** A client's answers on their tickets: generous for a conversation, a stop for a script. */
export const TICKET_REPLY_RATE = {
  name: 'support-reply',
  max: 30,
  windowMs: 60 * 60_000,
  message: 'You have sent many replies in a short time. Please wait a while before sending another.',
}

/** The admin panel's Support tab and the client dashboard's: tickets, their conversations and answers. */
export const supportTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminSupportTicketsEndpoint, {
    handler: async (request) => listAdminTickets(app.ctx, request.query),
  })
  addEndpoint(app, GetAdminSupportTicketEndpoint, {
    handler: async (request) => getAdminTicket(app.ctx, request.params.id),
  })
  addEndpoint(app, UpdateSupportTicketEndpoint, {
    handler: async (request) =>
      updateSupportTicket(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, ReplySupportTicketEndpoint, {
    handler: async (request) => replyAsStudio(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, ListCustomerTicketsEndpoint, {
    handler: async (request) => listCustomerTickets(app.ctx, request.user!.id),
  })
  addEndpoint(app, GetCustomerTicketEndpoint, {
    handler: async (request) => getCustomerTicket(app.ctx, request.user!.id, request.params.id),
  })
  addEndpoint(app, ReplyCustomerTicketEndpoint, {
    preHandler: app.ctx.rateLimiter.perUser(TICKET_REPLY_RATE),
    handler: async (request) => replyAsClient(app.ctx, request.user!.id, request.params.id, request.body),
  })
}

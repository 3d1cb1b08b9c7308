import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import { CreateSupportRequestSchema, CreateSupportResponseSchema } from '../../../shared/contracts/support'
import { createSupportTicket } from './support.service'

export const SUPPORT_RATE = { name: 'support', max: 5, windowMs: 60 * 60_000 }

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support',
    {
      config: { role: 'visitor' },
      preHandler: app.ctx.rateLimiter.perIp({
        ...SUPPORT_RATE,
        message:
          'You have sent several support requests in a short time. Please wait a while before sending another.',
      }),
      schema: {
        tags: ['public'],
        summary: 'File a support request',
        body: CreateSupportRequestSchema,
        response: { 200: CreateSupportResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { ticketId, responseHours } = await createSupportTicket(app.ctx, request.body, { ip: request.ip })
      return {
        success: true,
        message: "We'll get back to you within 24 hours!",
        ...(ticketId ? { ticketId } : {}),
        responseHours,
      }
    },
  )
}

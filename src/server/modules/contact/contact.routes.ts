import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import { CreateContactRequestSchema, CreateContactResponseSchema } from '../../../shared/contracts/contact'
import { createContactSubmission } from './contact.service'

export const CONTACT_RATE = { name: 'contact', max: 5, windowMs: 60 * 60_000 }

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { role: 'visitor' },
      preHandler: app.ctx.rateLimiter.perIp({
        ...CONTACT_RATE,
        message:
          'You have sent several messages in a short time. Please wait a while before sending another.',
      }),
      schema: {
        tags: ['public'],
        summary: 'Send the landing page contact form',
        body: CreateContactRequestSchema,
        response: { 200: CreateContactResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await createContactSubmission(app.ctx, request.body, { ip: request.ip })
      return { success: true, message: "We'll get back to you within 24 hours with a detailed proposal." }
    },
  )
}

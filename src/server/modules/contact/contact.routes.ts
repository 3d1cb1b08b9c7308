import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListContactsEndpoint, UpdateContactEndpoint } from '../../../shared/contracts/admin-contacts'
import { z } from 'zod/mini'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import { CreateContactEndpoint, CreateContactRequestSchema } from '../../../shared/contracts/contact'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { createContactSubmission, listContacts, updateContact } from './contact.service'

export const CONTACT_RATE = { name: 'contact', max: 5, windowMs: 60 * 60_000 }

/** Where a form posted by the browser itself (before the page's script ran) lands: the landing page's notices. */
export const CONTACT_FORM_LANDING = {
  sent: '/#contact-sent',
  invalid: '/#contact-invalid',
  busy: '/#contact-busy',
} as const

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, CreateContactEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp({
      ...CONTACT_RATE,
      message: 'You have sent several messages in a short time. Please wait a while before sending another.',
    }),
    handler: async (request) => {
      await createContactSubmission(app.ctx, request.body, { ip: request.ip })
      return { success: true, message: "We'll get back to you within 24 hours with a detailed proposal." }
    },
  })
  // The same form posted by the browser itself, before the page's script has run: the landing page's form names
  // this as its action (method post), so a press that comes early still sends, and never puts what was typed in
  // an address. Validated by the same contract; answered by a redirect to the landing page's notice.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
    scope.route({
      method: 'POST',
      url: '/api/contact/form',
      config: { role: 'visitor' },
      schema: {
        operationId: 'createContactByForm',
        summary:
          'Send the landing page contact form as the browser posts it (form fields); answers a redirect',
        tags: ['public'],
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        response: { 303: z.null(), 415: ErrorResponseSchema },
      },
      handler: async (request, reply) => {
        const { allowed } = await app.ctx.rateLimiter.hit(request.ip, CONTACT_RATE)
        if (!allowed) return reply.redirect(CONTACT_FORM_LANDING.busy, 303)
        const parsed = CreateContactRequestSchema.safeParse(request.body)
        if (!parsed.success) return reply.redirect(CONTACT_FORM_LANDING.invalid, 303)
        await createContactSubmission(app.ctx, parsed.data, { ip: request.ip })
        return reply.redirect(CONTACT_FORM_LANDING.sent, 303)
      },
    })
  })
  // The admin panel's Contacts tab: the submissions, and marking one handled.
  addEndpoint(app, ListContactsEndpoint, {
    handler: async (request) => listContacts(app.ctx, request.query),
  })
  addEndpoint(app, UpdateContactEndpoint, {
    handler: async (request) => updateContact(app.ctx, auditActor(request), request.params.id, request.body),
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListContactsEndpoint, UpdateContactEndpoint } from '../../../shared/contracts/admin-contacts'
import { CreateContactEndpoint } from '../../../shared/contracts/contact'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { createContactSubmission, listContacts, updateContact } from './contact.service'

export const CONTACT_RATE = { name: 'contact', max: 5, windowMs: 60 * 60_000 }

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
  // The admin panel's Contacts tab: the submissions, and marking one handled.
  addEndpoint(app, ListContactsEndpoint, {
    handler: async (request) => listContacts(app.ctx, request.query),
  })
  addEndpoint(app, UpdateContactEndpoint, {
    handler: async (request) => updateContact(app.ctx, auditActor(request), request.params.id, request.body),
  })
}

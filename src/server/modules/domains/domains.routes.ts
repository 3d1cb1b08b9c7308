import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ListAdminDomainsEndpoint,
  UpdateDomainRequestEndpoint,
} from '../../../shared/contracts/admin-domains'
import { CheckDomainEndpoint } from '../../../shared/contracts/domains'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import {
  checkDomain,
  domainAvailability,
  listAdminDomainRequests,
  updateDomainRequest,
} from './domains.service'

export const DOMAIN_CHECK_RATE = {
  name: 'domain-check',
  max: 30,
  windowMs: 15 * 60_000,
  message: 'Too many domain checks. Please try again in a few minutes.',
}

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = domainAvailability(app.ctx)
  addEndpoint(app, CheckDomainEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp(DOMAIN_CHECK_RATE),
    handler: async (request) => checkDomain(app.ctx, provider, request.body.domain),
  })
  // The admin panel's Domains tab: the requests, and the outcome of registering one by hand.
  addEndpoint(app, ListAdminDomainsEndpoint, {
    handler: async (request) => listAdminDomainRequests(app.ctx, request.query),
  })
  addEndpoint(app, UpdateDomainRequestEndpoint, {
    handler: async (request) =>
      updateDomainRequest(app.ctx, auditActor(request), request.params.id, request.body),
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ListAdminDomainsEndpoint,
  UpdateDomainRequestEndpoint,
} from '../../../shared/contracts/admin-domains'
import { CheckDomainEndpoint } from '../../../shared/contracts/domains'
import { ClaimFreeDomainEndpoint, GetProjectDomainEndpoint } from '../../../shared/contracts/project-domain'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import {
  checkDomain,
  claimFreeDomain,
  domainAvailability,
  getProjectDomain,
  listAdminDomainRequests,
  updateDomainRequest,
} from './domains.service'

export const DOMAIN_CHECK_RATE = {
  name: 'domain-check',
  max: 30,
  windowMs: 15 * 60_000,
  message: 'Too many domain checks. Please try again in a few minutes.',
}

/** Each claim asks the registry, as a check does: a signed-in customer gets a few an hour. */
export const DOMAIN_CLAIM_RATE = {
  name: 'domain-claim',
  max: 10,
  windowMs: 60 * 60_000,
  message: 'Too many domain requests. Please try again later.',
}

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = domainAvailability(app.ctx)
  addEndpoint(app, CheckDomainEndpoint, {
    preHandler: app.ctx.rateLimiter.perIp(DOMAIN_CHECK_RATE),
    handler: async (request) => checkDomain(app.ctx, provider, request.body.domain),
  })
  // The client's dashboard: a project's domain, and the free .com claimed after checkout.
  addEndpoint(app, GetProjectDomainEndpoint, {
    handler: async (request) => getProjectDomain(app.ctx, request.user!.id, request.params.id),
  })
  addEndpoint(app, ClaimFreeDomainEndpoint, {
    preHandler: app.ctx.rateLimiter.perUser(DOMAIN_CLAIM_RATE),
    handler: async (request) => claimFreeDomain(app.ctx, request.user!.id, request.params.id, request.body),
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

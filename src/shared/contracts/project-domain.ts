import { z } from 'zod/mini'
import { DOMAIN_REQUEST_STATUSES } from '../states'
import { IdParamsSchema, OkResponseSchema, cents } from './common'
import { CheckDomainRequestSchema } from './domains'
import { defineEndpoint } from './endpoint'

/*
 * A project's domain on the client's dashboard: the one the order bought (or the free .com claimed since), with
 * its status, and whether the site's free .com may still be claimed for it (a customer who skipped it at checkout,
 * or whose free name could not be registered, chooses one here).
 */

export const FREE_DOMAIN_MESSAGES = {
  comOnly: 'Only a .com comes free with your site. Please choose a name ending in .com',
  projectNotFound: 'Project not found',
  closed: 'A domain can only be added to a project that is still in progress.',
  alreadyRequested: 'A domain has already been requested for this project.',
  taken: (domain: string) => `${domain} is not available. Please choose another name.`,
  claimed: (domain: string) =>
    `${domain} is requested. The studio registers it for you, usually within 24 hours.`,
} as const

/** The free .com's name: a domain the check accepts, ending in .com. */
export const ClaimFreeDomainRequestSchema = z.object({
  domain: CheckDomainRequestSchema.shape.domain.check(
    z.refine((v) => v.endsWith('.com'), FREE_DOMAIN_MESSAGES.comOnly),
  ),
})
export type ClaimFreeDomainRequest = z.input<typeof ClaimFreeDomainRequestSchema>

export const ProjectDomainSchema = z.object({
  /** The project's latest domain request; null when none was made. */
  domain: z.nullable(
    z.object({
      domainName: z.string(),
      status: z.enum(DOMAIN_REQUEST_STATUSES),
      /** Paid for the first year (0: the free .com). */
      priceCents: cents,
      requestedAt: z.string(),
      /** When it is due for renewal (registered). */
      expiresOn: z.nullable(z.string()),
      /** Why it could not be registered (failed). */
      failureReason: z.nullable(z.string()),
      /** The paid fee of a failed domain was given back (a credit note under Billing). */
      feeRefunded: z.boolean(),
    }),
  ),
  /**
   * The free .com may be claimed now: the project is neither delivered nor cancelled and no domain of it is
   * pending or registered.
   */
  canClaimFreeDomain: z.boolean(),
})
export type ProjectDomain = z.infer<typeof ProjectDomainSchema>

export const GetProjectDomainEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/project/:id/domain',
  auth: 'customer',
  operationId: 'getProjectDomain',
  summary: "A project's domain and its status, and whether the site's free .com may be claimed for it",
  tag: 'projects',
  params: IdParamsSchema,
  response: ProjectDomainSchema,
  errors: [404],
})

export const ClaimFreeDomainResponseSchema = z.extend(OkResponseSchema, {
  projectDomain: ProjectDomainSchema,
})
export type ClaimFreeDomainResponse = z.infer<typeof ClaimFreeDomainResponseSchema>

export const ClaimFreeDomainEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dashboard/project/:id/domain',
  auth: 'customer',
  operationId: 'claimFreeDomain',
  summary:
    "Claim the site's free .com for a project in progress that has no domain: the studio registers it by hand, as one bought at checkout",
  tag: 'projects',
  params: IdParamsSchema,
  body: ClaimFreeDomainRequestSchema,
  response: ClaimFreeDomainResponseSchema,
  // 409: the project is closed or already has a domain, or the name is taken; 502: the registry cannot be asked.
  errors: [404, 409, 429, 502],
})

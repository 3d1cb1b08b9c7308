import { DOMAIN_PRICE_CENTS } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import {
  DomainCheckUnavailable,
  type DomainAvailability,
  offlineAvailability,
  rdapAvailability,
} from '../../integrations/domains/availability'
import type { Executor } from '../../db/client'
import { insertOpenDomainRequest, isDomainRequested, setDomainRequestProject } from './domains.repo'

export const REGISTRY_UNAVAILABLE =
  'We could not reach the domain registry just now. Please try again in a minute.'

/** The provider the configuration names: RDAP in production (`DOMAIN_CHECK=rdap`), offline otherwise. */
export function domainAvailability(ctx: AppContext): DomainAvailability {
  return ctx.config.domainCheck === 'rdap'
    ? rdapAvailability()
    : offlineAvailability((domain) => isDomainRequested(ctx.db, domain))
}

/** The checkout's domain check: the validated name, whether it is free, and its first-year price. */
export async function checkDomain(ctx: AppContext, provider: DomainAvailability, domain: string) {
  const price = DOMAIN_PRICE_CENTS / 100
  try {
    return { available: await provider.isAvailable(domain), domain, price }
  } catch (err) {
    if (!(err instanceof DomainCheckUnavailable)) throw err
    ctx.log.warn({ err, provider: provider.name }, 'domain check failed')
    return { available: false, domain, price, error: REGISTRY_UNAVAILABLE }
  }
}

export const DOMAIN_MESSAGES = {
  taken: (domain: string) =>
    `${domain} was taken by another order just before yours. Please choose another domain.`,
} as const

/**
 * Claims the domain of an order being paid, in the caller's transaction: one open request per name, so of two
 * customers paying for the same name at once exactly one gets it. Answers the request (pending registration,
 * for the studio), or nothing when the name is taken; the caller then refuses the payment.
 */
export function claimDomainForOrder(
  tx: Executor,
  order: { orderId: number; userId: number; domainName: string; priceCents: number },
) {
  return insertOpenDomainRequest(tx, order)
}

/** Ties a claimed domain to the project its order made. */
export function attachDomainToProject(tx: Executor, requestId: number, projectId: number) {
  return setDomainRequestProject(tx, requestId, projectId)
}

import { domainPrice } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { AppError } from '../../lib/app-error'
import {
  DomainCheckUnavailable,
  type DomainAvailability,
  offlineAvailability,
  rdapAvailability,
} from '../../integrations/domains/availability'
import {
  findDomainRequestForProject,
  insertOpenDomainRequest,
  isDomainRequested,
  setDomainRequestProject,
} from './domains.repo'

export const REGISTRY_UNAVAILABLE =
  'We could not reach the domain registry just now. Please try again in a minute.'

/** The provider the configuration names: RDAP in production (`DOMAIN_CHECK=rdap`), offline otherwise. */
export function domainAvailability(ctx: AppContext): DomainAvailability {
  return ctx.config.domainCheck === 'rdap'
    ? rdapAvailability()
    : offlineAvailability((domain) => isDomainRequested(ctx.db, domain))
}

/**
 * The checkout's domain check: the validated name, whether it is free, and its first-year price and yearly
 * renewal from the catalog (a .com's first year is free), the figures the order is then priced with.
 */
export async function checkDomain(ctx: AppContext, provider: DomainAvailability, domain: string) {
  const { firstYearCents, renewalCents } = domainPrice(domain)
  const prices = { price: firstYearCents / 100, renewalPrice: renewalCents / 100 }
  try {
    return { available: await provider.isAvailable(domain), domain, ...prices }
  } catch (err) {
    if (!(err instanceof DomainCheckUnavailable)) throw err
    ctx.log.warn({ err, provider: provider.name }, 'domain check failed')
    return { available: false, domain, ...prices, error: REGISTRY_UNAVAILABLE }
  }
}

export function domainTakenMessage(domain: string) {
  return `The domain ${domain} is no longer available. Please choose another name, or order without a domain.`
}

/**
 * The checkout's last look at its domain before the customer pays, with the same provider as the domain check:
 * 409 when the name is taken (the checkout showed it free earlier, or the request went round the page), 502
 * when the registry cannot be asked (its detail logged).
 */
export async function ensureDomainAvailable(ctx: AppContext, domain: string) {
  const provider = domainAvailability(ctx)
  let available: boolean
  try {
    available = await provider.isAvailable(domain)
  } catch (err) {
    if (!(err instanceof DomainCheckUnavailable)) throw err
    throw new AppError('PROVIDER_UNAVAILABLE', REGISTRY_UNAVAILABLE, { cause: err })
  }
  if (!available) throw AppError.conflict(domainTakenMessage(domain))
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

/** The domain a customer ordered with their project, if any. */
export function findProjectDomainRequest(tx: Executor, projectId: number, userId: number) {
  return findDomainRequestForProject(tx, projectId, userId)
}

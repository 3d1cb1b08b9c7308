import { DOMAIN_PRICE_CENTS } from '../../../shared/catalog'
import type { AppContext } from '../../context'
import {
  DomainCheckUnavailable,
  type DomainAvailability,
  offlineAvailability,
  rdapAvailability,
} from '../../integrations/domains/availability'
import { isDomainRequested } from './domains.repo'

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

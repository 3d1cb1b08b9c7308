import { z } from 'zod/mini'
import { plainText, cents } from './common'
import { defineEndpoint } from './endpoint'

export const DOMAIN_REQUIRED = 'Please enter a domain name'
export const DOMAIN_INVALID = 'Please enter a valid domain name, such as mybakery.com'

/**
 * A name one can register: labels of letters, digits and inner hyphens (1-63 each), at least a name and a
 * top-level domain of letters, 253 characters at most. Trimmed and lower-cased; a leading "www." is dropped.
 */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
export function isRegistrableDomain(name: string): boolean {
  if (name.length > 253) return false
  const labels = name.split('.')
  if (labels.length < 2) return false
  const tld = labels.at(-1)!
  return /^[a-z]{2,63}$/.test(tld) && labels.every((l) => LABEL.test(l))
}

export const CheckDomainRequestSchema = z.object({
  domain: z.string({ error: DOMAIN_REQUIRED }).check(
    z.trim(),
    plainText(),
    z.toLowerCase(),
    z.minLength(1, DOMAIN_REQUIRED),
    z.overwrite((v) => v.replace(/^www\./, '').replace(/\.$/, '')),
    z.refine(isRegistrableDomain, DOMAIN_INVALID),
  ),
})
export type CheckDomainRequest = z.input<typeof CheckDomainRequestSchema>

export const CheckDomainResponseSchema = z.object({
  available: z.boolean(),
  domain: z.string(),
  /** The first year (0: a .com's first year is free). */
  priceCents: cents,
  /** A year after the first. */
  renewalPriceCents: cents,
  /** Set when the registry could not be asked; `available` is then false. */
  error: z.optional(z.string()),
})
export type CheckDomainResponse = z.infer<typeof CheckDomainResponseSchema>

export const CheckDomainEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/domains/check',
  auth: 'public',
  operationId: 'checkDomain',
  summary: 'Whether a domain name can be registered with the site, and its first-year price',
  tag: 'public',
  body: CheckDomainRequestSchema,
  response: CheckDomainResponseSchema,
  errors: [429],
})

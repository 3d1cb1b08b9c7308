/** Whether a registrable name is free: the one question the checkout asks a registry. */
export interface DomainAvailability {
  name: 'offline' | 'rdap'
  /** Throws DomainCheckUnavailable when the registry cannot be asked. */
  isAvailable(domain: string): Promise<boolean>
}

export class DomainCheckUnavailable extends Error {}

/**
 * Well-known names that are never free, and what the offline provider treats as taken besides the names
 * already requested here: deterministic, so development and tests give the same answers every time.
 */
export const RESERVED_NAMES = new Set([
  'google',
  'facebook',
  'amazon',
  'apple',
  'microsoft',
  'example',
  'sitecraft',
  'wikipedia',
  'youtube',
  'instagram',
])

/**
 * The default provider, with no network: a name is taken when its first label is in RESERVED_NAMES, when that
 * label has fewer than 4 characters (short names are all registered), or when `alreadyRequested` says so.
 */
export function offlineAvailability(
  alreadyRequested: (domain: string) => Promise<boolean>,
): DomainAvailability {
  return {
    name: 'offline',
    async isAvailable(domain) {
      const label = domain.split('.')[0]!
      if (RESERVED_NAMES.has(label) || label.length < 4) return false
      return !(await alreadyRequested(domain))
    },
  }
}

/**
 * RDAP (the registries' HTTP lookup, through the rdap.org bootstrap): 404 means nobody holds the name, 200 that
 * someone does. Anything else, or no answer within the timeout, is an error the customer is told about.
 */
export function rdapAvailability(opts: { baseUrl?: string; timeoutMs?: number } = {}): DomainAvailability {
  const base = (opts.baseUrl ?? 'https://rdap.org').replace(/\/$/, '')
  return {
    name: 'rdap',
    async isAvailable(domain) {
      let res: Response
      try {
        res = await fetch(`${base}/domain/${encodeURIComponent(domain)}`, {
          headers: { accept: 'application/rdap+json' },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
        })
      } catch (err) {
        throw new DomainCheckUnavailable('the registry did not answer', { cause: err })
      }
      await res.body?.cancel()
      if (res.status === 404) return true
      if (res.ok) return false
      throw new DomainCheckUnavailable(`the registry answered ${res.status}`)
    },
  }
}

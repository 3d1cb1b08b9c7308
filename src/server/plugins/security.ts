import type { FastifyInstance } from 'fastify'

/** The Content-Security-Policy of every answer; a route may replace it (the dev mailbox, the API docs). */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Design samples are shown from wherever the studio hosts them (any https address).
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** The headers every answer carries, page or JSON. */
const COMMON = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
}

/**
 * The Content-Security-Policy of a page; `scriptHashes` names the scripts written into the page itself
 * (`sha256-…`, the built pages' boot script) that may run besides the site's own files.
 */
export function pageContentSecurityPolicy(opts: { production: boolean; scriptHashes?: string[] }): string {
  const directives = Object.entries(CSP_DIRECTIVES).map(([k, v]) =>
    k === 'script-src' && opts.scriptHashes?.length
      ? `${k} ${[...v, ...opts.scriptHashes.map((h) => `'${h}'`)].join(' ')}`
      : `${k} ${v.join(' ')}`,
  )
  if (opts.production) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

function pageSecurityHeaders(opts: { production: boolean }): Record<string, string> {
  return {
    'content-security-policy': pageContentSecurityPolicy(opts),
    ...COMMON,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  }
}

/**
 * The headers of a JSON answer: the directives that matter for a response no browser renders as a page. Fewer
 * headers per answer is measurably faster on the hot public reads.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  ...COMMON,
}

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')

/**
 * An API answer is not stored by browsers or proxies unless its route says otherwise: private answers (anything
 * behind a token, and the sign-in answers that carry one) must never be. The cached public reads replace it with
 * `public, no-cache` and their ETag (plugins/cached-reply.ts).
 */
const API_HEADERS: Record<string, string> = { ...API_SECURITY_HEADERS, 'cache-control': 'no-store' }

/**
 * Security headers computed once at start and set on every answer by one synchronous hook: the
 * page set (what helmet would set) on pages and files, the API set on `/api` answers (the docs UI is a page).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }) {
  const page = pageSecurityHeaders(opts)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? API_HEADERS : page)
    done()
  })
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { encodeFor } from '../lib/encoded-body'
import type { Entry } from '../lib/public-cache'

/** What a cached answer is sent as: a 304, or its body plain or compressed. */
export type CachedVariant = 'br' | 'gzip' | 'identity' | '304'

/** The headers of a cached answer (both `sendCached` and the fast path send exactly these). */
export function cachedHeaders(entry: Entry, variant: CachedVariant): Record<string, string> {
  const validation = { etag: entry.etag, 'cache-control': 'public, no-cache', vary: 'accept-encoding' }
  if (variant === '304') return validation
  return {
    ...validation,
    'content-type': 'application/json; charset=utf-8',
    ...(variant === 'identity' ? {} : { 'content-encoding': variant }),
  }
}

/**
 * Sends a cached, already serialized answer with its ETag (304 when the browser's copy is current), compressed
 * once per change rather than per request. On a route that declares `config.fastPath` the URL is remembered, so
 * the next requests for it are answered before routing (plugins/public-fast-path.ts), until the entry changes;
 * any other route runs its whole request cycle every time.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const { config, url } = request.routeOptions
  // Declared, open to everyone (the fast path checks no session) and hook-free (checked at start).
  if (config.fastPath === true && config.role === 'visitor' && request.url === url)
    request.server.ctx.cache.serveAt(request.url, entry)
  if (request.headers['if-none-match'] === entry.etag)
    return reply.status(304).headers(cachedHeaders(entry, '304')).send()
  const { payload, encoding } = encodeFor(entry, request.headers['accept-encoding'])
  // A Buffer is sent as it is: no serializer runs.
  return reply.headers(cachedHeaders(entry, encoding ?? 'identity')).send(payload)
}

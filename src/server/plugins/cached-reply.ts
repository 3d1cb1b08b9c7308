import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Entry, encodeFor } from '../lib/public-cache'

export const CACHED_CONTENT_TYPE = 'application/json; charset=utf-8'
export const CACHED_CACHE_CONTROL = 'public, no-cache'

/**
 * Sends a cached, already serialized answer with its ETag (304 when the browser's copy is current), compressed
 * once per change rather than per request. On a public route the URL is remembered, so the next requests for it are answered
 * before routing (plugins/public-fast-path.ts) with the same bytes and headers, until the entry changes.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  // Only a route open to everyone: the fast path checks no session.
  if (request.url === request.routeOptions.url && request.routeOptions.config.role === 'visitor')
    request.server.ctx.cache.serveAt(request.url, entry)
  reply
    .header('etag', entry.etag)
    .header('cache-control', CACHED_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send()
  const { payload, encoding } = encodeFor(entry, request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  // A Buffer is sent as it is: no serializer runs.
  return reply.type(CACHED_CONTENT_TYPE).send(payload)
}

import type { FastifyReply, FastifyRequest } from 'fastify'

/** Sends a cached, already serialized answer with its ETag, or 304 when the browser's copy is current. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string; etag: string },
) {
  reply.header('etag', entry.etag).header('cache-control', 'public, no-cache')
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send()
  return reply
    .type('application/json; charset=utf-8')
    .serializer((s: unknown) => s as string)
    .send(entry.body)
}

import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify'
import { encodeFor } from '../lib/encoded-body'
import type { Entry, PublicCache } from '../lib/public-cache'
import { type CachedVariant, cachedHeaders } from './cached-reply'
import { API_SECURITY_HEADERS } from './security'

const LOGS_REQUESTS = new Set(['info', 'debug', 'trace'])

/**
 * The HTTP server of the app, which answers the hot public reads (the portfolio, the promotion) from the public
 * cache before routing: a GET for a URL whose cached answer is current gets the very bytes and headers
 * `sendCached` would send, without the framework's per-request work. Anything else, including the first request
 * after a change, goes to Fastify, which loads the answer and remembers its URL again.
 */
export function publicFastPath(opts: {
  cache: PublicCache
  log: () => FastifyBaseLogger | undefined
}): FastifyServerFactory {
  // Every header but the request id, as the flat name/value list `writeHead` takes, built once per entry and
  // variant: building header objects per request costs more than everything else here.
  const wire = new WeakMap<Entry, Map<CachedVariant, string[]>>()
  const headersFor = (entry: Entry, variant: CachedVariant, payload?: Buffer) => {
    let variants = wire.get(entry)
    if (!variants) wire.set(entry, (variants = new Map()))
    let list = variants.get(variant)
    if (!list) {
      list = Object.entries({
        ...API_SECURITY_HEADERS,
        ...cachedHeaders(entry, variant),
        ...(payload ? { 'content-length': String(payload.length) } : {}),
      }).flat()
      variants.set(variant, list)
    }
    return list
  }

  const serve = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const log = opts.log()
    const logging = log !== undefined && LOGS_REQUESTS.has(log.level)
    const start = logging ? performance.now() : 0
    const reqId = randomUUID()
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, ['x-request-id', reqId, ...headersFor(entry, '304')])
      res.end()
    } else {
      const { payload, encoding } = encodeFor(entry, req.headers['accept-encoding'])
      res.writeHead(200, ['x-request-id', reqId, ...headersFor(entry, encoding ?? 'identity', payload)])
      res.end(payload)
    }
    if (logging)
      log.info(
        {
          reqId,
          req: { method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: performance.now() - start,
        },
        'request completed',
      )
  }

  return (handler, fastifyOptions) => {
    // Fastify passes its own options, defaults filled in.
    const options = fastifyOptions as {
      http?: ServerOptions
      keepAliveTimeout: number
      requestTimeout: number
      connectionTimeout: number
      maxRequestsPerSocket: number
    }
    const server = createServer(options.http ?? {}, (req, res) => {
      const entry = req.method === 'GET' && req.url ? opts.cache.servedAt(req.url) : undefined
      if (entry) serve(req, res, entry)
      else handler(req, res)
    })
    // What Fastify does to the servers it creates itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout
    server.requestTimeout = options.requestTimeout
    server.setTimeout(options.connectionTimeout)
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket
    return server
  }
}

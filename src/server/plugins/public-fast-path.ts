import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify'
import { encodeFor, type Entry, type PublicCache } from '../lib/public-cache'
import { CACHED_CACHE_CONTROL, CACHED_CONTENT_TYPE } from './cached-reply'

const LOGS_REQUESTS = new Set(['info', 'debug', 'trace'])

/**
 * The HTTP server of the app, which answers the hot public reads (the portfolio, the promotion) from the public
 * cache before routing: a GET for a URL whose cached answer is current gets the very bytes and headers
 * `sendCached` would send, without the framework's per-request work. Anything else, including the first request
 * after a change, goes to Fastify, which loads the answer and remembers its URL again.
 */
export function publicFastPath(opts: {
  cache: PublicCache
  /** The security headers of an `/api` answer (plugins/security.ts). */
  headers: Record<string, string>
  log: () => FastifyBaseLogger | undefined
}): FastifyServerFactory {
  // Every header but the request id, as the flat name/value list `writeHead` takes, built once per entry and
  // encoding: building header objects per request costs more than everything else here.
  const wire = new WeakMap<Entry, Map<string, string[]>>()
  const headersFor = (entry: Entry, variant: 'br' | 'gzip' | 'identity' | '304') => {
    let variants = wire.get(entry)
    if (!variants) wire.set(entry, (variants = new Map()))
    let list = variants.get(variant)
    if (!list) {
      const common = {
        ...opts.headers,
        etag: entry.etag,
        'cache-control': CACHED_CACHE_CONTROL,
        vary: 'accept-encoding',
      }
      const payload =
        variant === '304' ? undefined : variant === 'identity' ? entry.identity : entry[variant]!
      const all: Record<string, string> = payload
        ? {
            ...common,
            'content-type': CACHED_CONTENT_TYPE,
            'content-length': String(payload.length),
            ...(variant === 'identity' ? {} : { 'content-encoding': variant }),
          }
        : common
      list = Object.entries(all).flat()
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
      res.writeHead(200, ['x-request-id', reqId, ...headersFor(entry, encoding ?? 'identity')])
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

  return (handler) => {
    const server = createServer((req, res) => {
      const entry = req.method === 'GET' && req.url ? opts.cache.servedAt(req.url) : undefined
      if (entry) serve(req, res, entry)
      else handler(req, res)
    })
    // Fastify's own default for the servers it creates.
    server.keepAliveTimeout = 72_000
    return server
  }
}

import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory, RouteOptions } from 'fastify'
import { encodeFor } from '../lib/encoded-body'
import type { Entry, PublicCache } from '../lib/public-cache'
import { type CachedVariant, cachedHeaders } from './cached-reply'
import { API_SECURITY_HEADERS } from './security'

const LOGS_REQUESTS = new Set(['info', 'debug', 'trace'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer repeat GETs of this route from the public cache before routing (see requireHooklessFastPath). */
    fastPath?: boolean
  }
}

/** The request hooks a route may declare; a fast-path answer would skip every one of them. */
const SKIPPED_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/**
 * A route is answered by the fast path only when it declares `config.fastPath` (sendCached remembers its URL
 * then). A fast-path answer runs none of the route's hooks, so a route declaring fastPath must be a GET open to
 * everyone with no hook of its own (a rate limit or a guard would otherwise run only on the requests that miss
 * the cache); the start fails, at ready, naming each route that breaks this. The app-level request hooks
 * (request id, security headers, caller identity in app.ts and plugins/) are not run either: the fast path
 * writes the same request id and API headers itself, and its answer is the same for every caller.
 * docs/decisions/0009-endpoint-definitions.md
 */
export function requireHooklessFastPath(app: FastifyInstance) {
  const refused: string[] = []
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { fastPath?: boolean; role?: unknown } | undefined
    if (config?.fastPath !== true) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    // The HEAD twin of a GET route is checked with it.
    if (methods.every((m) => m === 'HEAD')) return
    const name = `${methods.filter((m) => m !== 'HEAD').join(',')} ${route.url}`
    const reasons: string[] = []
    const hooks = SKIPPED_HOOKS.filter((hook) => {
      const h = route[hook] as unknown
      return Array.isArray(h) ? h.length > 0 : h !== undefined && h !== null
    })
    if (hooks.length) reasons.push(`it has ${hooks.join(', ')} hooks, which the fast path would skip`)
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) reasons.push('only GET routes may use it')
    if (config.role !== 'visitor') reasons.push('only routes open to everyone may use it')
    if (route.url.includes(':') || route.url.includes('*'))
      reasons.push('only routes with a fixed path may use it')
    if (reasons.length) refused.push(`Route ${name} declares fastPath but ${reasons.join('; ')}`)
  })
  app.addHook('onReady', async () => {
    if (refused.length) throw new Error(refused.join('\n'))
  })
}

/**
 * The HTTP server of the app, which answers the hot public reads (the portfolio, the promotion) from the public
 * cache before routing: a GET for a URL whose cached answer is current gets the very bytes and headers
 * `sendCached` would send, without the framework's per-request work. Anything else, including the first request
 * after a change, goes to Fastify, which loads the answer and remembers its URL again.
 */
export function publicFastPath(opts: {
  cache: PublicCache
  log: () => FastifyBaseLogger | undefined
  /**
   * Times each answer for the metrics, by the route's path: a fast-path route has a fixed one (checked at start),
   * so the query string is left out and the label stays one per route.
   */
  observe?: (method: string, route: string, status: number, seconds: number) => void
  /** Answers a request before anything else does (a stopping instance refusing it); true when it did. */
  refuse?: (req: IncomingMessage, res: ServerResponse) => boolean
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
    const start = logging || opts.observe ? performance.now() : 0
    const reqId = randomUUID()
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, ['x-request-id', reqId, ...headersFor(entry, '304')])
      res.end()
    } else {
      const { payload, encoding } = encodeFor(entry, req.headers['accept-encoding'])
      res.writeHead(200, ['x-request-id', reqId, ...headersFor(entry, encoding ?? 'identity', payload)])
      res.end(payload)
    }
    if (opts.observe) {
      const url = req.url!
      const query = url.indexOf('?')
      opts.observe(
        'GET',
        query < 0 ? url : url.slice(0, query),
        res.statusCode,
        (performance.now() - start) / 1000,
      )
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
      if (opts.refuse?.(req, res)) return
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

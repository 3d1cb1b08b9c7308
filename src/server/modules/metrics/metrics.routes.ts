import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error'
import { safeEqual } from '../../lib/crypto'
import type { AppMetrics } from './metrics'

export const METRICS_PATH = '/metrics'

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`. Without
 * a token configured the endpoint does not exist (404, and no request is timed); a wrong or missing token is 401.
 * Registered on the root instance, so the timing hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined) {
  if (token) {
    const observe = metrics.observeHttp
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (`/api/orders/:id`), never the URL: one series per route, whatever the ids.
      observe(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
      done()
    })
  }
  const expected = token ? `Bearer ${token}` : undefined
  app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw AppError.notFound()
    if (!safeEqual(request.headers.authorization ?? '', expected))
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      })
    const body = await metrics.registry.metrics()
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body)
  })
}

import type { FastifyPluginAsync } from 'fastify'

export function healthRoutes(state: { ready: () => boolean; draining: () => boolean }): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }))
    app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
      // Draining: the load balancer stops sending new work while what is in flight finishes.
      if (state.draining()) return reply.status(503).send({ status: 'draining' })
      if (!state.ready()) return reply.status(503).send({ status: 'starting' })
      try {
        await app.ctx.database.ping()
        return { status: 'ready' }
      } catch {
        return reply.status(503).send({ status: 'database unavailable' })
      }
    })
  }
}

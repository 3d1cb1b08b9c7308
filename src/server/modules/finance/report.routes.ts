import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** GET /api/cfo/stats, /api/cfo/orders, /api/cfo/orders/:id and /api/cfo/export. */
export const reportRoutes: FastifyPluginAsyncZod = async () => {}

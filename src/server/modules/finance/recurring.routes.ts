import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** GET /api/cfo/recurring: maintenance plans as recurring revenue, coupon cost and exit-popup conversion. */
export const recurringRoutes: FastifyPluginAsyncZod = async () => {}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminStatsResponseSchema } from '../../../shared/contracts/auth'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import { getAdminStats } from './admin.service'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The overview's figures; also the admin panel's session check",
        response: { 200: AdminStatsResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => getAdminStats(app.ctx),
  )
}

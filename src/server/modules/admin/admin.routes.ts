import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GetAdminStatsEndpoint } from '../../../shared/contracts/auth'
import { addEndpoint } from '../../plugins/endpoint'
import { getAdminStats } from './admin.service'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GetAdminStatsEndpoint, { handler: async () => getAdminStats(app.ctx) })
}

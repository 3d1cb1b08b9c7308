import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListAuditLogEndpoint } from '../../../shared/contracts/audit'
import { addEndpoint } from '../../plugins/endpoint'
import { listAuditLog } from './audit.service'

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAuditLogEndpoint, { handler: async (request) => listAuditLog(app.ctx, request.query) })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RevealAccessDetailsEndpoint,
  UpdateAccessDetailsEndpoint,
} from '../../../shared/contracts/admin-projects'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { revealAccessDetails, updateAccessDetails } from './access-details'

/** A delivered project's access details for staff: shown on request (audited) and corrected. */
export const accessDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, RevealAccessDetailsEndpoint, {
    handler: async (request) => revealAccessDetails(app.ctx, auditActor(request), request.params.id),
  })
  addEndpoint(app, UpdateAccessDetailsEndpoint, {
    handler: async (request) =>
      updateAccessDetails(app.ctx, auditActor(request), request.params.id, request.body),
  })
}

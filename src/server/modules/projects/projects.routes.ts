import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GetDashboardProjectEndpoint,
  ListDashboardProjectsEndpoint,
  ProjectSetupEndpoint,
} from '../../../shared/contracts/projects'
import { addEndpoint } from '../../plugins/endpoint'
import { getProject, listProjects, submitRequirements } from './projects.service'

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ProjectSetupEndpoint, {
    handler: async (request) => submitRequirements(app.ctx, request.user!.id, request.body),
  })
  addEndpoint(app, ListDashboardProjectsEndpoint, {
    handler: async (request) => listProjects(app.ctx, request.user!.id),
  })
  addEndpoint(app, GetDashboardProjectEndpoint, {
    handler: async (request) => getProject(app.ctx, request.user!.id, request.params.id),
  })
}

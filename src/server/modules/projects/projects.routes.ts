import { updateBrief } from './brief'
import { answerInfoRequest } from './info-request-answers'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApproveProjectEndpoint,
  GetDashboardProjectEndpoint,
  UpdateBriefEndpoint,
  AnswerInfoRequestEndpoint,
  ListDashboardProjectsEndpoint,
  ListDesignSamplesEndpoint,
  ProjectSetupEndpoint,
  RequestNewDesignsEndpoint,
  RequestRevisionsEndpoint,
  SelectDesignEndpoint,
  WithdrawRevisionRoundEndpoint,
} from '../../../shared/contracts/projects'
import { addEndpoint } from '../../plugins/endpoint'
import {
  approveProject,
  getProject,
  listClientDesignSamples,
  listProjects,
  requestRevisions,
  requestNewDesigns,
  selectDesign,
  submitRequirements,
  withdrawRevisionRound,
} from './projects.service'

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
  addEndpoint(app, AnswerInfoRequestEndpoint, {
    handler: async (request) => {
      const userId = request.user!.id
      const { id, requestId } = request.params
      const message = await answerInfoRequest(app.ctx, userId, id, requestId, request.body)
      return { success: true, message, project: await getProject(app.ctx, userId, id) }
    },
  })
  addEndpoint(app, UpdateBriefEndpoint, {
    handler: async (request) => {
      const userId = request.user!.id
      const { message } = await updateBrief(app.ctx, userId, request.params.id, request.body)
      return { success: true, message, project: await getProject(app.ctx, userId, request.params.id) }
    },
  })
  addEndpoint(app, ListDesignSamplesEndpoint, {
    handler: async (request) => listClientDesignSamples(app.ctx, request.user!.id, request.params.id),
  })
  addEndpoint(app, SelectDesignEndpoint, {
    handler: async (request) => selectDesign(app.ctx, request.user!.id, request.params.id, request.body),
  })
  addEndpoint(app, RequestNewDesignsEndpoint, {
    handler: async (request) => requestNewDesigns(app.ctx, request.user!.id, request.params.id, request.body),
  })
  addEndpoint(app, ApproveProjectEndpoint, {
    handler: async (request) => approveProject(app.ctx, request.user!.id, request.params.id),
  })
  addEndpoint(app, RequestRevisionsEndpoint, {
    handler: async (request) => requestRevisions(app.ctx, request.user!.id, request.params.id, request.body),
  })
  addEndpoint(app, WithdrawRevisionRoundEndpoint, {
    handler: async (request) => withdrawRevisionRound(app.ctx, request.user!.id, request.params.id),
  })
}

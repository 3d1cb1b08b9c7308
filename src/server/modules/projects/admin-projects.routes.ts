import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddDesignSampleEndpoint,
  DeleteDesignSampleEndpoint,
  DeliverProjectEndpoint,
  GetAdminProjectEndpoint,
  ListAdminDesignSamplesEndpoint,
  ListAdminProjectsEndpoint,
  RequestDetailsEndpoint,
  SendNotificationEndpoint,
  SubmitForReviewEndpoint,
  UpdateDesignSampleEndpoint,
  UpdateProjectStatusEndpoint,
} from '../../../shared/contracts/admin-projects'
import { ProjectsNeedingAttentionEndpoint } from '../../../shared/contracts/project-attention'
import { addEndpoint } from '../../plugins/endpoint'
import { listProjectsNeedingAttention } from './needs-attention'
import { auditActor } from '../audit'
import {
  deliverProject,
  getAdminProject,
  listAdminProjects,
  requestDetails,
  sendNotification,
  submitForReview,
  updateProjectStatus,
} from './admin-projects.service'
import {
  addDesignSample,
  deleteDesignSample,
  listAdminDesignSamples,
  updateDesignSample,
} from './design-samples.service'

/** The admin panel's Projects tab and its dialogs; every change is recorded with the admin's user id. */
export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminProjectsEndpoint, {
    handler: async (request) => listAdminProjects(app.ctx, request.query),
  })
  addEndpoint(app, ProjectsNeedingAttentionEndpoint, {
    handler: async () => listProjectsNeedingAttention(app.ctx),
  })
  addEndpoint(app, GetAdminProjectEndpoint, {
    handler: async (request) => getAdminProject(app.ctx, request.params.id),
  })
  addEndpoint(app, UpdateProjectStatusEndpoint, {
    handler: async (request) =>
      updateProjectStatus(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, ListAdminDesignSamplesEndpoint, {
    handler: async (request) => listAdminDesignSamples(app.ctx, request.params.id),
  })
  addEndpoint(app, AddDesignSampleEndpoint, {
    handler: async (request) =>
      addDesignSample(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, UpdateDesignSampleEndpoint, {
    handler: async (request) =>
      updateDesignSample(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, DeleteDesignSampleEndpoint, {
    handler: async (request) => deleteDesignSample(app.ctx, auditActor(request), request.params.id),
  })
  addEndpoint(app, SubmitForReviewEndpoint, {
    handler: async (request) =>
      submitForReview(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, DeliverProjectEndpoint, {
    handler: async (request) => deliverProject(app.ctx, auditActor(request), request.body),
  })
  addEndpoint(app, RequestDetailsEndpoint, {
    handler: async (request) => requestDetails(app.ctx, auditActor(request), request.body),
  })
  addEndpoint(app, SendNotificationEndpoint, {
    handler: async (request) => sendNotification(app.ctx, auditActor(request), request.body),
  })
}

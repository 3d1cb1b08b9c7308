import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatePortfolioItemEndpoint,
  DeletePortfolioItemEndpoint,
  ListAdminPortfolioEndpoint,
  ReorderPortfolioEndpoint,
  UpdatePortfolioItemEndpoint,
} from '../../../shared/contracts/admin-portfolio'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import {
  createPortfolioItem,
  deletePortfolioItem,
  listAdminPortfolio,
  reorderPortfolio,
  updatePortfolioItem,
} from './portfolio.service'

/** The admin panel's Portfolio tab; every change is audited and refreshes the public lists on every instance. */
export const adminPortfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminPortfolioEndpoint, {
    handler: async (request) => listAdminPortfolio(app.ctx, request.query),
  })
  addEndpoint(app, CreatePortfolioItemEndpoint, {
    handler: async (request) => createPortfolioItem(app.ctx, auditActor(request), request.body),
  })
  addEndpoint(app, UpdatePortfolioItemEndpoint, {
    handler: async (request) =>
      updatePortfolioItem(app.ctx, auditActor(request), request.params.id, request.body),
  })
  addEndpoint(app, ReorderPortfolioEndpoint, {
    handler: async (request) => reorderPortfolio(app.ctx, auditActor(request), request.body.ids),
  })
  addEndpoint(app, DeletePortfolioItemEndpoint, {
    handler: async (request) => deletePortfolioItem(app.ctx, auditActor(request), request.params.id),
  })
}

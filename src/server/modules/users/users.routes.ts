import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateUserEndpoint,
  GetAdminUserEndpoint,
  ListAdminUsersEndpoint,
} from '../../../shared/contracts/users'
import { addEndpoint } from '../../plugins/endpoint'
import { auditActor } from '../audit'
import { createCustomerWithPassword, getAdminUser, listUsers } from './users.service'

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminUsersEndpoint, { handler: async (request) => listUsers(app.ctx, request.query) })
  addEndpoint(app, GetAdminUserEndpoint, {
    handler: async (request) => getAdminUser(app.ctx, request.params.id),
  })
  addEndpoint(app, CreateUserEndpoint, {
    handler: async (request) => createCustomerWithPassword(app.ctx, auditActor(request), request.body),
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateUserEndpoint, ListAdminUsersEndpoint } from '../../../shared/contracts/auth'
import { addEndpoint } from '../../plugins/endpoint'
import { createCustomerWithPassword, listUsers } from './users.service'

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ListAdminUsersEndpoint, { handler: async () => listUsers(app.ctx) })
  addEndpoint(app, CreateUserEndpoint, {
    handler: async (request) => createCustomerWithPassword(app.ctx, request.body),
  })
}

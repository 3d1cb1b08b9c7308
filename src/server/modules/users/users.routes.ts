import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  ListAdminUsersResponseSchema,
} from '../../../shared/contracts/auth'
import { ErrorResponseSchema } from '../../../shared/contracts/common'
import { createCustomerWithPassword, listUsers } from './users.service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every user with projects and spend',
        response: { 200: ListAdminUsersResponseSchema, ...errors },
      },
    },
    async () => listUsers(app.ctx),
  )
  app.post(
    '/api/admin/users',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Create a customer account with a password',
        body: CreateUserRequestSchema,
        response: { 200: CreateUserResponseSchema, ...errors },
      },
    },
    async (request) => createCustomerWithPassword(app.ctx, request.body),
  )
}

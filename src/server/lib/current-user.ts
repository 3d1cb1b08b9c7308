import type { FastifyRequest } from 'fastify'
import type { AuthUser } from '../plugins/auth'
import { AppError } from './app-error'

/**
 * The signed-in user of a route that requires one (the auth plugin has already refused a request without).
 * Kept apart from the plugin so the auth module's own routes use it without importing the plugin, which uses
 * the module.
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
  return request.user
}

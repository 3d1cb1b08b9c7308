import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UserRole } from '../../shared/contracts/auth'
import { AppError } from '../lib/app-error'
import { resolveSession } from '../modules/auth'
import type { Role } from './roles'

export interface AuthUser {
  id: number
  email: string
  firstName: string
  lastName: string
  role: UserRole
  sessionId: number
  /** A staff account without its authenticator yet, where the rule applies: this session may only enrol. */
  mustEnrollTotp: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null
  }
}

export const TOTP_ENROLMENT_REQUIRED_MESSAGE =
  'Set up two-factor authentication first: until then this account can only enrol an authenticator app.'

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization
  if (!h) return undefined
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(h)
  return m?.[1]
}

/**
 * Resolves the bearer token to its user, then enforces the route's declared role:
 * no or bad token on a signed-in route → 401; a signed-in user of another role → 403. A route open to visitors
 * still knows a signed-in caller (`request.user`) when a valid token comes with the request; a missing, malformed,
 * expired or revoked token there is no error, the caller is simply a visitor.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null)
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = request.routeOptions.config?.role as Role | Role[] | undefined
    const roles = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]
    // Pages and files declare no role and never look at a session.
    if (roles.length === 0) return done()
    if (roles.includes('visitor')) {
      const token = bearer(request)
      // Without a token the hot path finishes synchronously.
      if (!token) return done()
      identify(request, token).then(() => done(), done)
      return
    }
    guard(request, roles, bearer(request)).then(() => done(), done)
  })

  async function identify(request: FastifyRequest, token: string) {
    request.user = (await resolveSession(app.ctx, token)) ?? null
    if (!request.user) request.log.debug({ event: 'auth.ignored', reason: 'invalid-token' }, 'visitor')
  }

  async function guard(request: FastifyRequest, allowed: Role[], token: string | undefined) {
    if (token) request.user = (await resolveSession(app.ctx, token)) ?? null
    if (!request.user) {
      request.log.info(
        { event: 'authz.denied', reason: token ? 'invalid-token' : 'no-token', url: request.url },
        'security event',
      )
      throw new AppError('UNAUTHORIZED', 'Please sign in to continue.')
    }
    if (request.user.mustEnrollTotp && !request.routeOptions.config?.beforeSecondFactor) {
      request.log.info(
        { event: 'authz.denied', reason: 'totp-enrolment', userId: request.user.id, url: request.url },
        'security event',
      )
      throw new AppError('TOTP_ENROLMENT_REQUIRED', TOTP_ENROLMENT_REQUIRED_MESSAGE)
    }
    if (!allowed.includes(request.user.role)) {
      request.log.warn(
        { event: 'authz.denied', reason: 'role', userId: request.user.id, url: request.url },
        'security event',
      )
      throw new AppError('FORBIDDEN', 'You do not have access to this.')
    }
  }
}

export { currentUser } from '../lib/current-user'

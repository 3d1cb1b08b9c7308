import type { FastifyInstance, RouteOptions } from 'fastify'
import type { UserRole } from '../../shared/contracts/auth'

/** Who may call a route. Every /api route declares one; a route without one stops the start. */
export type Role = 'visitor' | UserRole

declare module 'fastify' {
  interface FastifyContextConfig {
    role?: Role | Role[]
    /** Open to a staff session that has yet to enrol its authenticator (enrolment itself, `me`, sign-out). */
    beforeSecondFactor?: boolean
  }
}

export interface DeclaredRoute {
  method: string
  url: string
  roles: Role[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared roles; tests walk it to prove each guard. */
    declaredRoutes: DeclaredRoute[]
  }
}

export function requireDeclaredRoles(app: FastifyInstance) {
  const declared: DeclaredRoute[] = []
  app.decorate('declaredRoutes', declared)
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return
    const role = (route.config as { role?: Role | Role[] } | undefined)?.role
    if (!role) throw new Error(`Route ${String(route.method)} ${url} does not declare its role`)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD') continue
      declared.push({ method: String(method), url, roles: Array.isArray(role) ? role : [role] })
    }
  })
}

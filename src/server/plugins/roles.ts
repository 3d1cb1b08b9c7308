import type { FastifyInstance, RouteOptions } from 'fastify'

/** Who may call a route (DESIGN.md §2.7). Every /api route declares one; a route without one stops the start. */
export type Role = 'visitor' | 'customer' | 'admin' | 'cfo'

declare module 'fastify' {
  interface FastifyContextConfig {
    role?: Role | Role[]
  }
}

export function requireDeclaredRoles(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return
    const role = (route.config as { role?: unknown } | undefined)?.role
    if (!role) throw new Error(`Route ${String(route.method)} ${url} does not declare its role`)
  })
}

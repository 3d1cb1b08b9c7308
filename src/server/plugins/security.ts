import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** The Content-Security-Policy of every page; Stripe's origins are added where the checkout needs them. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: opts.production ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
}

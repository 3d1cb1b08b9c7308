import type { z } from 'zod/mini'
import type { UserRole } from './auth'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint: `public` (anyone; a signed-in caller is still recognised by a valid token), or
 * signed-in users of the roles named.
 */
export type EndpointAuth = 'public' | UserRole | readonly UserRole[]

/** Failure statuses an endpoint can answer with the shared error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502

export interface EndpointSpec {
  method: HttpMethod
  /** Fastify's path syntax: `/api/projects/:id`. */
  path: `/api/${string}`
  auth: EndpointAuth
  /** Unique, camelCase, the name the API document and the client know the endpoint by. */
  operationId: string
  summary: string
  tag: string
  body?: z.ZodMiniType
  query?: z.ZodMiniType
  params?: z.ZodMiniType
  /** The 200 answer; the client parses every answer with it. */
  response: z.ZodMiniType
  /**
   * Failures beyond those the definition implies (400 with input, 413 with a body, 401 when signed in,
   * 403 when some role is refused): 401 of a sign-in, 404, 409, 429, 502 when an outside provider failed.
   */
  errors?: readonly ErrorStatus[]
  /**
   * Answered before routing from the public cache once the route has served it (server/plugins/public-fast-path.ts):
   * no hook of the route runs then, so such a route may have none, and it must be a public GET.
   */
  fastPath?: boolean
  /**
   * Open to a staff session that has yet to enrol its authenticator (where that is required): enrolment itself,
   * who am I, and sign-out. Every other staff call answers 403 TOTP_ENROLMENT_REQUIRED until then.
   */
  beforeSecondFactor?: boolean
}

/** One endpoint, defined once: the server registers its route from it and the client calls it through it. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return spec
}

/** The roles allowed, or null for a public endpoint. */
export function endpointRoles(auth: EndpointAuth): readonly UserRole[] | null {
  if (auth === 'public') return null
  return typeof auth === 'string' ? [auth] : auth
}

const EVERY_ROLE: readonly UserRole[] = ['customer', 'admin', 'cfo']

/** Every failure status the endpoint can answer, in order. */
export function errorStatuses(endpoint: EndpointSpec): ErrorStatus[] {
  const out = new Set<ErrorStatus>(endpoint.errors ?? [])
  if (endpoint.body || endpoint.query || endpoint.params) out.add(400)
  if (endpoint.body) out.add(413)
  const roles = endpointRoles(endpoint.auth)
  if (roles) {
    out.add(401)
    if (EVERY_ROLE.some((role) => !roles.includes(role))) out.add(403)
  }
  return [...out].sort((a, b) => a - b)
}

type SchemaIn<E, K extends 'body' | 'query' | 'params'> =
  E extends Record<K, infer S extends z.ZodMiniType> ? z.input<S> : undefined
type SchemaOut<E, K extends 'body' | 'query' | 'params'> =
  E extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : undefined

/** What a caller sends. */
export type EndpointBody<E extends EndpointSpec> = SchemaIn<E, 'body'>
export type EndpointQuery<E extends EndpointSpec> = SchemaIn<E, 'query'>
export type EndpointParams<E extends EndpointSpec> = SchemaIn<E, 'params'>
/** What a handler receives, once validated. */
export type EndpointBodyOut<E extends EndpointSpec> = SchemaOut<E, 'body'>
export type EndpointQueryOut<E extends EndpointSpec> = SchemaOut<E, 'query'>
export type EndpointParamsOut<E extends EndpointSpec> = SchemaOut<E, 'params'>
/** What the endpoint answers: what a handler returns, and what the client gets once parsed. */
export type EndpointResponseIn<E extends EndpointSpec> = z.input<E['response']>
export type EndpointResponse<E extends EndpointSpec> = z.output<E['response']>

/** The URL of a call: the path with its parameters filled in, then the query string. */
export function endpointUrl(
  endpoint: Pick<EndpointSpec, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

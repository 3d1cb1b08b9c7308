import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify'
import { ErrorResponseSchema } from '../../shared/contracts/common'
import {
  endpointRoles,
  errorStatuses,
  type EndpointBodyOut,
  type EndpointParamsOut,
  type EndpointQueryOut,
  type EndpointResponseIn,
  type EndpointSpec,
} from '../../shared/contracts/endpoint'
import type { Role } from './roles'

/** The request a handler of `E` gets: body, query and params already validated by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Body: EndpointBodyOut<E>
  Querystring: EndpointQueryOut<E>
  Params: EndpointParamsOut<E>
}>

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export interface EndpointRoute<E extends EndpointSpec> {
  /** Runs after validation, before the handler (rate limits). A fast-path endpoint may have none. */
  preHandler?: Hook
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResponseIn<E> | FastifyReply>
}

/** The role declaration `plugins/roles.ts` and `plugins/auth.ts` read. */
export function declaredRole(endpoint: EndpointSpec): Role | Role[] {
  const roles = endpointRoles(endpoint.auth)
  if (!roles) return 'visitor'
  return roles.length === 1 ? roles[0]! : [...roles]
}

/**
 * The route schema of an endpoint: its input, its 200 answer and every failure it can answer with the shared
 * error body, its operation id and summary, and the bearer token it needs (none: `security: []`).
 */
export function endpointSchema(endpoint: EndpointSpec): FastifySchema {
  const errors = Object.fromEntries(errorStatuses(endpoint).map((status) => [status, ErrorResponseSchema]))
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: endpointRoles(endpoint.auth) ? [{ bearerAuth: [] }] : [],
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    response: { 200: endpoint.response, ...errors },
  }
}

/**
 * A request sent with no body at all (`POST /api/projects/:id/approve` from a script) is taken as `{}` when the
 * endpoint's body has no required field, instead of failing validation with "expected object, received null".
 */
async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {}
}

/** Registers the route of an endpoint: method, path, role and schema all come from its one definition. */
export function addEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  route: EndpointRoute<E>,
): void {
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      role: declaredRole(endpoint),
      ...(endpoint.fastPath ? { fastPath: true } : {}),
      ...(endpoint.beforeSecondFactor ? { beforeSecondFactor: true } : {}),
    },
    schema: endpointSchema(endpoint),
    ...(endpoint.body?.safeParse({}).success ? { preValidation: emptyBodyAsObject } : {}),
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
    handler: route.handler as RouteOptions['handler'],
  }
  app.route(options)
}

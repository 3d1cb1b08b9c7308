import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '../../shared/errors'
import { AppError } from '../lib/app-error'
import { API_SECURITY_HEADERS } from './security'

export function errorBody(
  code: ErrorCode,
  message: string,
  request: FastifyRequest,
  fields?: Record<string, string>,
): ErrorBody {
  return { message, error: message, code, requestId: String(request.id), ...(fields ? { fields } : {}) }
}

/**
 * What the log may keep of a failure: its type, code and message, never the values of a failed query. A
 * database error's message carries the statement's parameters (a password hash, a person's text), so only the
 * part before them is kept, and the same for its cause.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).slice(0, 200) }
  const e = err as Error & { code?: unknown; constraint?: unknown; statusCode?: unknown }
  // A database error (SQLSTATE code) may quote the value it refused: quoted text is dropped.
  const fromDatabase = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)
  const message = e.message.split(/\nparams:/)[0]!.slice(0, 2000)
  const out: Record<string, unknown> = {
    type: e.name,
    message: fromDatabase ? message.replace(/"[^"]*"/g, '"…"') : message,
    stack: e.stack
      ?.split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  }
  if (typeof e.code === 'string') out.code = e.code
  if (typeof e.constraint === 'string') out.constraint = e.constraint
  if (e.cause !== undefined && depth < 2) out.cause = loggableError(e.cause, depth + 1)
  return out
}

/**
 * One error handler: every non-OK answer is JSON with `message` and `error`, so the client
 * can show `status: message`; 5xx answers hide their details behind the request id.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err: loggableError(err.cause ?? err) }, err.message)
      for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v)
      return reply.status(err.status).send(errorBody(err.code, err.message, request, err.options.fields))
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path parameter names a record (`/api/orders/:id`): one that cannot be a record's id finds none.
      if (err.validationContext === 'params')
        return reply.status(404).send(errorBody('NOT_FOUND', 'Not found', request))
      const fields: Record<string, string> = {}
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'
        fields[key] ??= issue.message ?? 'Invalid value'
      }
      const first = err.validation[0]?.message ?? 'Invalid request'
      return reply.status(400).send(errorBody('VALIDATION', first, request, fields))
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: loggableError(err) }, 'response did not match its schema')
      return reply
        .status(500)
        .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.', request))
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .status(413)
          .send(errorBody('PAYLOAD_TOO_LARGE', 'Request is too large (the limit is 1 MB).', request))
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(errorBody('BAD_REQUEST', 'Request body is not valid JSON.', request))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(errorBody('BAD_REQUEST', mediaTypeMessage(request), request))
    }
    if (err instanceof SyntaxError || (status === 400 && /JSON/i.test(err.message))) {
      return reply.status(400).send(errorBody('BAD_REQUEST', 'Request body is not valid JSON.', request))
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST'
      return reply.status(status).send(errorBody(code, err.message, request))
    }
    request.log.error({ err: loggableError(err) }, 'unhandled error')
    return reply
      .status(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.', request))
  })
}

/** What a body sent in a type the route does not read is told: the type it does read (JSON unless it says). */
function mediaTypeMessage(request: FastifyRequest): string {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? []
  if (consumes.length === 0 || consumes.includes('application/json')) return 'Send the request body as JSON.'
  return `Send the request body as ${consumes.join(' or ')}.`
}

/**
 * The longest path parameter the router matches (find-my-way's `maxParamLength`, set from here in app.ts). A
 * longer segment names no record: the router answers it through `frameworkErrors` below, and `sendApiNotFound`
 * must not count the router's stand-in match for it as a route of another method (that was a 405 with
 * `Allow: POST` for a GET whose id was 101 characters long).
 */
export const MAX_PATH_PARAM_LENGTH = 100

const decodedLength = (segment: string) => {
  try {
    return decodeURIComponent(segment).length
  } catch {
    return segment.length
  }
}

/**
 * The answer to a request the router could not route (Fastify's `frameworkErrors`): an address that cannot be
 * decoded (`/%3Cscript%3E%`) is 400 and not echoed back; a path parameter over MAX_PATH_PARAM_LENGTH names no
 * record, so it is 404 like any other id that cannot exist. Routing never saw the request, so no hook has run for
 * it: the API's security headers and the request id are set here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply
    .headers(API_SECURITY_HEADERS)
    .header('cache-control', 'no-store')
    .header('x-request-id', String(request.id))
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(404).send(errorBody('NOT_FOUND', 'Not found', request))
  const badUrl = error.code === 'FST_ERR_BAD_URL'
  return reply
    .status(400)
    .send(
      errorBody(
        'BAD_REQUEST',
        badUrl ? 'The address is not valid.' : 'The request could not be read.',
        request,
      ),
    )
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/**
 * The answer to a request no route takes, for the API: 405 with the `Allow` header when the path exists for
 * other methods, else 404. Pages have a catch-all GET route for files, so only `/api` paths are looked up.
 */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!
  // A segment no route's parameter can hold: the router's lookup of it for another method answers a stand-in
  // (its "too long" handler), not a route, so no other method can take this path either.
  const tooLong = path.split('/').some((segment) => decodedLength(segment) > MAX_PATH_PARAM_LENGTH)
  const allowed =
    path.startsWith('/api/') && !tooLong
      ? METHODS.filter((method) => {
          const found = request.server.findRoute({ method, url: path })
          // The pages' catch-all (`/*`) matches any path: it does not make an API path exist.
          return found !== null && !Object.hasOwn(found.params ?? {}, '*')
        })
      : []
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed here.`, request))
  }
  return reply.status(404).send(errorBody('NOT_FOUND', 'Not found', request))
}

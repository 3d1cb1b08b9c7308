import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { ErrorResponseSchema } from '../../shared/contracts/common'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body of one file field, for the API document only: the handler reads the parts itself
     * (`request.file()`), so there is no body schema to validate.
     */
    multipartFile?: { field: string; description: string }
  }
}

/** Methods whose body Fastify reads before the handler runs (GET and HEAD carry none). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')

/**
 * Failures every route of a kind can answer, whatever its own schema lists, added to each route's response
 * schemas once here, so the API document and the error body serializer know them:
 * - a method that carries a body reads it before any handler, as JSON (or the types the route consumes), so
 *   it can answer 400 (not valid JSON), 413 (over the body limit) and 415 (a type it does not read), even
 *   where the operation needs no body at all;
 * - a path parameter that cannot be a record's id answers 404 (`plugins/errors.ts`).
 *
 * Fastify's own `text/plain` parser is removed: it handed a JSON route a string, answered 400 "expected
 * object", where a body of the wrong type is a 415.
 */
export function registerSharedFailures(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain')
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isDocumented(route.url) || !route.schema || route.schema.hide) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const statuses: number[] = []
    if (methods.some((method) => BODY_METHODS.has(String(method)))) statuses.push(400, 413, 415)
    if (/\/:\w/.test(route.url)) statuses.push(404)
    if (statuses.length === 0) return
    const response = (route.schema.response ??= {}) as Record<string, unknown>
    for (const status of statuses) response[status] ??= ErrorResponseSchema
  })
}

/**
 * A file's bytes (or text), as the API document describes them. Typed as unknown: the handler sends a Buffer or
 * a stream, which Fastify writes as they are (no serializer runs for them), so only the document reads these.
 */
const BinarySchema: z.ZodMiniType<unknown> = z.string().check(z.meta({ format: 'binary' }))
const TextSchema: z.ZodMiniType<unknown> = z.string()

/**
 * A 200 answer that is a file, not JSON: each media type it may have, with the bytes (or, for text, the text).
 * Errors stay JSON: only the 200 entry of a route's `response` takes this.
 */
export function fileResponse(
  description: string,
  types: { binary?: readonly string[]; text?: readonly string[] },
) {
  return {
    description,
    content: Object.fromEntries([
      ...(types.binary ?? []).map((type) => [type, { schema: BinarySchema }] as const),
      ...(types.text ?? []).map((type) => [type, { schema: TextSchema }] as const),
    ]),
  }
}

/**
 * fastify-type-provider-zod's transform (zod schemas to JSON Schema), then the document's own additions: a
 * route's `multipartFile` becomes its multipart/form-data request body.
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input)
  const file = (input.schema as FastifySchema | undefined)?.multipartFile
  if (!file || !out.schema) return out
  const { multipartFile: _doc, ...schema } = out.schema as FastifySchema & Record<string, unknown>
  const formSchema = {
    type: 'object',
    required: [file.field],
    properties: { [file.field]: { type: 'string', format: 'binary', description: file.description } },
  }
  return {
    ...out,
    schema: { ...schema, body: { content: { 'multipart/form-data': { schema: formSchema } } } },
  }
}

import type { z } from 'zod/mini'
import {
  endpointUrl,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointSpec,
} from '../../shared/contracts/endpoint'
import { apiRequest } from './api-client'

/*
 * Calls by the endpoint definitions of src/shared/contracts, apart from the request helper (./api-client): the
 * public pages read with that helper alone and load none of this.
 */

/** A 2xx answer that does not match the endpoint's response schema: the server and this client disagree. */
export class ApiContractError extends Error {
  constructor(
    readonly operationId: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0]
    super(
      `${operationId}: unexpected answer${first ? ` (${first.path.join('.') || 'body'}: ${first.message})` : ''}`,
    )
    this.name = 'ApiContractError'
  }
}

type Needs<E, K extends string, V> =
  E extends Record<K, z.ZodMiniType> ? { [P in K]: V } : { [P in K]?: undefined }

/** What a call of `E` sends: `body`, `params` and `query` exactly when the endpoint declares them. */
export type RequestInput<E extends EndpointSpec> = Needs<E, 'body', EndpointBody<E>> &
  Needs<E, 'params', EndpointParams<E>> &
  Needs<E, 'query', EndpointQuery<E>>

type RequestArgs<E extends EndpointSpec> = E extends
  Record<'body', unknown> | Record<'params', unknown> | Record<'query', unknown>
  ? [input: RequestInput<E>]
  : [input?: RequestInput<E>]

/**
 * Calls an endpoint of src/shared/contracts: the URL comes from its definition, the answer is parsed with its
 * response schema. Throws ApiError on a non-OK answer and ApiContractError on an answer that does not match.
 */
export async function request<E extends EndpointSpec>(
  endpoint: E,
  ...[input]: RequestArgs<E>
): Promise<EndpointResponse<E>> {
  const { body, params, query } = (input ?? {}) as { body?: unknown; params?: unknown; query?: unknown }
  const url = endpointUrl(
    endpoint,
    params as Record<string, unknown> | undefined,
    query as Record<string, unknown> | undefined,
  )
  const data: unknown = await (await apiRequest(endpoint.method, url, body)).json()
  const parsed = endpoint.response.safeParse(data)
  if (!parsed.success) throw new ApiContractError(endpoint.operationId, parsed.error.issues)
  return parsed.data as EndpointResponse<E>
}

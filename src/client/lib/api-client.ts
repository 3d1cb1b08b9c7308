import type { QueryFunction } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import {
  endpointUrl,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointSpec,
} from '../../shared/contracts/endpoint'
import type { DomainErrorCode, ErrorBody, ErrorCode } from '../../shared/errors'
import { takeEarlyResponse } from './early-requests'
import { readStorage, STORAGE_KEYS } from './storage'

/**
 * A non-OK answer: its message is `status: body text` (or the status text when the body is empty). The body is
 * parsed once: `code` is the server's error code (a generic one such as NOT_FOUND, or a business reason such as
 * COUPON_EXPIRED or INVALID_TRANSITION), `fields` the per-field messages of a validation answer, and
 * `userMessage` the server's own message in the user's words, for toasts.
 */
export class ApiError extends Error {
  readonly body: Partial<ErrorBody> | undefined
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
    this.name = 'ApiError'
    this.body = parseBody(bodyText)
  }

  get code(): ErrorCode | undefined {
    return this.body?.code
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.fields
  }

  /** Whether the server refused for this business reason. */
  is(code: DomainErrorCode): boolean {
    return this.code === code
  }

  get userMessage(): string {
    const m = this.body?.message ?? this.body?.error
    if (typeof m === 'string' && m) return m
    return this.bodyText || this.message
  }
}

function parseBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' ? (body as Partial<ErrorBody>) : undefined
  } catch {
    return undefined
  }
}

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

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = await res.text()
    throw new ApiError(res.status, text, res.statusText)
  }
}

function headers(hasBody: boolean): HeadersInit {
  const h: Record<string, string> = {}
  // JSON content type only when a body exists; the stored token, if any, as a bearer credential.
  if (hasBody) h['Content-Type'] = 'application/json'
  const token = readStorage(STORAGE_KEYS.token)
  if (token) h['Authorization'] = `Bearer ${token}`
  return h
}

function send(method: string, url: string, data?: unknown): Promise<Response> {
  if (method === 'GET' && data === undefined) {
    // A read the entry already sent (app/boot-requests) is taken instead of asking again.
    const early = takeEarlyResponse(url, readStorage(STORAGE_KEYS.token))
    if (early) return early
  }
  return fetch(url, {
    method,
    headers: headers(data !== undefined),
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  })
}

/** The one request helper. Throws ApiError on any non-OK answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await send(method, url, data)
  await throwIfNotOk(res)
  return res
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data)
  return (await res.json()) as T
}

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** The default data reader: GET the first element of the query key; optionally null on 401. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await send('GET', String(queryKey[0]))
    if (options.on401 === 'returnNull' && res.status === 401) return null as T
    await throwIfNotOk(res)
    return (await res.json()) as T
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

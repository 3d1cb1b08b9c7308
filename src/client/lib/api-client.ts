import type { DomainErrorCode, ErrorBody, ErrorCode } from '../../shared/errors'
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

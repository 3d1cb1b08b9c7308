/** The one error body every non-OK answer carries (public-site.md §8: the client shows `status: message`). */
export const ErrorCodes = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ErrorCodes)[number]

export interface ErrorBody {
  /** Human-readable message in the user's words. */
  message: string
  /** Same text under the name the spec's login calls read. */
  error: string
  code: ErrorCode
  /** Reference id to quote to support; matches the request id in the server log. */
  requestId?: string
  /** Field messages for validation errors, keyed by field name. */
  fields?: Record<string, string>
}

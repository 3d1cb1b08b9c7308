/** The one error body every non-OK answer carries; the client shows `status: message`. */
export const ErrorCodes = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const
export type GenericErrorCode = (typeof ErrorCodes)[number]

/**
 * Codes that name a business reason, so the client can act on it (show the coupon field's message, offer a
 * different card, reload a project) without reading the text. Each has its HTTP status.
 */
export const DomainErrorStatus = {
  COUPON_INVALID: 400,
  COUPON_EXPIRED: 400,
  COUPON_MIN_ORDER: 400,
  COUPON_LIMIT_REACHED: 409,
  COUPON_NOT_COMBINABLE: 400,
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  PAYMENT_FAILED: 402,
  INVALID_TRANSITION: 409,
  /** An outside provider (payments, the domain registry) failed or did not answer; the detail is in the log. */
  PROVIDER_UNAVAILABLE: 502,
  TOTP_ENROLMENT_REQUIRED: 403,
} as const
export type DomainErrorCode = keyof typeof DomainErrorStatus

export type ErrorCode = GenericErrorCode | DomainErrorCode

export interface ErrorBody {
  /** Human-readable message in the user's words. */
  message: string
  /** Same text under the name the sign-in pages read. */
  error: string
  code: ErrorCode
  /** Reference id to quote to support; matches the request id in the server log. */
  requestId?: string
  /** Field messages for validation errors, keyed by field name. */
  fields?: Record<string, string>
}

import { DomainErrorStatus, type ErrorCode, type GenericErrorCode } from '../../shared/errors'

const STATUS: Record<GenericErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
}

/** The one error type services throw: a code, its HTTP status, a message for the user, an internal cause. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      cause?: unknown
      fields?: Record<string, string>
      headers?: Record<string, string>
    } = {},
  ) {
    super(message, { cause: options.cause })
    this.status =
      code in DomainErrorStatus
        ? DomainErrorStatus[code as keyof typeof DomainErrorStatus]
        : STATUS[code as GenericErrorCode]
  }
  static notFound(what = 'Not found') {
    return new AppError('NOT_FOUND', what)
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message)
  }
}

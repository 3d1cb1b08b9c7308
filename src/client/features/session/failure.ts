import { ApiError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'

export const NETWORK_ERROR = 'Network error. Please try again.'

/** The server's own words for a refused request, `fallback` when it gave none; a failed fetch is a network error. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError ? errorMessage(err, fallback) : NETWORK_ERROR
}

/** The per-field notes of an error answer, e.g. `{ totp: 'required' }` when a staff sign-in needs its code. */
export function errorFields(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {}
  try {
    const body = JSON.parse(err.bodyText) as { fields?: unknown }
    if (body.fields && typeof body.fields === 'object') return body.fields as Record<string, string>
  } catch {
    /* not JSON */
  }
  return {}
}

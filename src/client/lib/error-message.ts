import { ApiError } from './api-client'

/** The text to show a person for any failure; `fallback` when the failure has nothing readable. */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback
  const m = err.body?.message ?? err.body?.error
  if (typeof m === 'string' && m) return m
  // A short plain-text body is the server's own words; an empty or HTML one (a proxy's error page) is not.
  const text = err.bodyText.trim()
  return text && text.length <= 200 && !text.startsWith('<') ? text : fallback
}

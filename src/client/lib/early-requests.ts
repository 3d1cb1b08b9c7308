/*
 * Reads sent before the application's code has loaded, handed over to the API client (lib/api-client) when it
 * first asks for the same address. It imports nothing: the entry carries it, and the API client's chunk imports
 * it from there.
 */

/** The keys lib/storage names for the session token and the last known role (a test keeps them equal). */
export const TOKEN_STORAGE_KEY = 'token'
export const ROLE_STORAGE_KEY = 'role'

/** An answer kept this long unclaimed is dropped: the page asks afresh (a late page must not show old data). */
export const EARLY_ANSWER_TTL_MS = 30_000

/** The answers sent for, by address, each with the token it was sent with. */
export interface EarlyRequests {
  /**
   * The answer to `GET url` sent at start, handed over once, when it was sent with `token` and is still fresh;
   * otherwise undefined and the caller sends its own request.
   */
  take(url: string, token: string | null): Promise<Response> | undefined
}

export function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

declare global {
  interface Window {
    /**
     * The reads sent at start, kept on the page rather than in this module: the script written into the page
     * (app/boot-inline.ts) and the application's code each carry a copy of this module, and the second must find
     * what the first sent.
     */
    __earlyRequests?: EarlyRequests
  }
}

/** The answer sent at start for `GET url` with `token`, once (see EarlyRequests.take); undefined otherwise. */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  return typeof window === 'undefined' ? undefined : window.__earlyRequests?.take(url, token)
}

/** Drops every answer not yet taken (tests start from none). */
export function forgetEarlyRequests() {
  delete window.__earlyRequests
}

/**
 * Sends `GET` for each address at once with the stored token, and keeps the answers for the API client; with no
 * token stored it sends nothing.
 */
export function sendEarlyRequests(
  urls: readonly string[],
  now: () => number = () => performance.now(),
): EarlyRequests {
  const sent = new Map<string, { token: string; answer: Promise<Response>; at: number }>()
  const token = stored(TOKEN_STORAGE_KEY)
  if (token) {
    for (const url of urls) {
      const answer = fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' })
      // An answer nobody takes must not surface as an unhandled rejection.
      answer.catch(() => undefined)
      sent.set(url, { token, answer, at: now() })
    }
  }
  const current: EarlyRequests = {
    take(url, currentToken) {
      const entry = sent.get(url)
      if (!entry) return undefined
      sent.delete(url)
      if (entry.token !== currentToken || now() - entry.at > EARLY_ANSWER_TTL_MS) return undefined
      return entry.answer
    },
  }
  window.__earlyRequests = current
  return current
}

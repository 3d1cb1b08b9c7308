import { useAddress } from './use-address'
import { useCallback } from 'react'

/**
 * A choice kept in the address's query (`?name=value`), so reloading, sharing the link and going back and
 * forward keep it. A value not in `allowed` reads as `fallback`, and choosing the fallback drops it from the
 * address. Each change is a history entry.
 */
export function useSearchParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const { location, search, navigate } = useAddress()
  const raw = new URLSearchParams(search).get(name)
  const value = raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback
  const set = useCallback(
    (next: T) => {
      const params = new URLSearchParams(search)
      if (next === fallback) params.delete(name)
      else params.set(name, next)
      const query = params.toString()
      navigate(query ? `${location}?${query}` : location)
    },
    [location, search, name, fallback, navigate],
  )
  return [value, set]
}

/**
 * The address's query, and a way to change some of its values in one step (null drops one). Each change is a
 * history entry, or replaces the current one with `replace` (a search being typed).
 */
export function useSearchParams(): [
  URLSearchParams,
  (changes: Record<string, string | null>, options?: { replace?: boolean }) => void,
] {
  const { location, search, navigate } = useAddress()
  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      const params = new URLSearchParams(search)
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) params.delete(name)
        else params.set(name, value)
      }
      const query = params.toString()
      navigate(query ? `${location}?${query}` : location, { replace: !!options.replace })
    },
    [location, search, navigate],
  )
  return [new URLSearchParams(search), update]
}

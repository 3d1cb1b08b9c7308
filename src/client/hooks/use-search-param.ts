import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'

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
  const [location, navigate] = useLocation()
  const search = useSearch()
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
 * A free value kept in the address's query (`?user=12`): null when absent. Setting null drops it; each change is
 * a history entry, so Back undoes it.
 */
export function useSearchValue(name: string): [string | null, (value: string | null) => void] {
  const [location, navigate] = useLocation()
  const search = useSearch()
  const value = new URLSearchParams(search).get(name)
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(search)
      if (next === null) params.delete(name)
      else params.set(name, next)
      const query = params.toString()
      navigate(query ? `${location}?${query}` : location)
    },
    [location, search, name, navigate],
  )
  return [value, set]
}

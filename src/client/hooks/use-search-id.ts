import { useAddress } from './use-address'
import { useCallback } from 'react'

const ID = /^[1-9][0-9]{0,9}$/

/**
 * A record kept open in the address's query (`?ticket=12`), so a link can open it and reloading or going back
 * keeps it. Anything but a positive whole number reads as none. Each change is a history entry; the other
 * choices in the query stay.
 */
export function useSearchId(name: string): [number | null, (id: number | null) => void] {
  const { location, search, navigate } = useAddress()
  const raw = new URLSearchParams(search).get(name)
  const value = raw !== null && ID.test(raw) ? Number(raw) : null
  const set = useCallback(
    (next: number | null) => {
      const params = new URLSearchParams(search)
      if (next === null) params.delete(name)
      else params.set(name, String(next))
      const query = params.toString()
      navigate(query ? `${location}?${query}` : location)
    },
    [location, search, name, navigate],
  )
  return [value, set]
}

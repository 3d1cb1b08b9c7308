import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * The address as the area's tabs and filters use it: the path, the query without its `?`, and a move to
 * another query or tab that keeps the page where it is scrolled (a new entry in the history, or in place of
 * the current one with `replace`).
 */
export function useAddress(): {
  location: string
  search: string
  navigate: (to: string, options?: { replace?: boolean }) => void
} {
  const { pathname, search } = useLocation()
  const go = useNavigate()
  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      void go(to, { preventScrollReset: true, replace: !!options.replace })
    },
    [go],
  )
  return { location: pathname, search: search.replace(/^\?/, ''), navigate }
}

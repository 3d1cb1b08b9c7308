import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from './api-client'
import { readStorage, STORAGE_KEYS } from './storage'

export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  role: 'customer' | 'admin' | 'cfo'
}

export const meQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: getQueryFn<{ user: SessionUser } | null>({ on401: 'returnNull' }),
})

/**
 * Who is signed in. Without a stored token nobody is, and nothing is fetched; with one, the identity call
 * decides (public-site.md §4). The hook reads storage only after mount, so prerendered HTML hydrates cleanly.
 */
export function useSession() {
  const hasToken = typeof window !== 'undefined' && !!readStorage(STORAGE_KEYS.token)
  const query = useQuery({ ...meQueryOptions, enabled: hasToken })
  const user = hasToken ? (query.data?.user ?? null) : null
  return { user, isLoading: hasToken && query.isLoading }
}

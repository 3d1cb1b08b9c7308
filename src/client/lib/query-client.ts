import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

/** Spec defaults (public-site.md §7): never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'

/**
 * Answers are kept until a mutation invalidates them: no refetch on focus, no polling, no retries. Requests go out
 * whatever the browser thinks of the network (`networkMode: 'always'`): offline, a request fails at once and the
 * person is told, rather than a button spinning until the connection comes back.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

let browserClient: QueryClient | undefined

/**
 * The browser's one query client, which the pages and the routes' loaders share (a loader's reads land where the
 * page looks for them). The server makes a fresh one for every page it renders.
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  return (browserClient ??= createQueryClient())
}

import type { QueryClient } from '@tanstack/react-query'
import { createContext, type LoaderFunctionArgs } from 'react-router'
import { PUBLIC_READ_PATHS } from '../../shared/contracts/public-reads'
import { portfolioQueryOptions } from '../features/portfolio/api/get-portfolio'
import { publicSiteSettingsQueryOptions } from '../hooks/use-site-settings'
import { browserQueryClient } from '../lib/query-client'

/**
 * How a page rendered on the server reads the API answers it shows: the server gives its cached answers
 * (src/server/modules/pages), so the page is rendered with them and the browser starts from them. Where nobody
 * gives it (the development server), a page's data loads in the browser as any query does.
 */
export const apiReads = createContext<((apiPath: string) => Promise<unknown>) | null>(null)

/** API answers a page was rendered with, keyed by API path. */
export type PageData = Record<string, unknown>

/** The loader of a page that shows these API paths' answers. */
export function pageDataLoader(paths: string[]) {
  return async ({ context }: LoaderFunctionArgs): Promise<PageData> => {
    const read = context.get(apiReads)
    if (!read) return {}
    const answers = await Promise.all(paths.map((p) => read(p)))
    return Object.fromEntries(paths.map((p, i) => [p, answers[i]]))
  }
}

/** The query each API path a page shows is read by. */
const PAGE_DATA_QUERIES = {
  [PUBLIC_READ_PATHS.portfolio]: portfolioQueryOptions(),
  [PUBLIC_READ_PATHS.siteSettings]: publicSiteSettingsQueryOptions,
} as const
const queryOf = (apiPath: string) =>
  (PAGE_DATA_QUERIES as Record<string, { queryKey: readonly unknown[] } | undefined>)[apiPath]

/**
 * A move to such a page in the browser: its reads start at once, from the API's cached public answers, and
 * the page renders right away (with its loading state until they answer) instead of waiting for the server.
 */
export function pageDataClientLoader(paths: string[]) {
  return (): PageData => {
    const queryClient = browserQueryClient()
    for (const path of paths) {
      const query = queryOf(path)
      if (query) void queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])
    }
    return {}
  }
}

/** Puts a page's answers where its queries look for them, so it renders with them and does not ask again. */
export function seedPageData(queryClient: QueryClient, data: unknown) {
  if (!data || typeof data !== 'object') return
  for (const [apiPath, answer] of Object.entries(data as PageData)) {
    const query = queryOf(apiPath)
    if (query && answer !== undefined) queryClient.setQueryData(query.queryKey, answer)
  }
}

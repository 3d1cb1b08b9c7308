import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { createContext, type LoaderFunctionArgs } from 'react-router'
import { portfolioKeys } from '../features/portfolio/portfolio-keys'
import { siteSettingsKeys } from '../hooks/use-site-settings'

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

/** The query each API path a page shows seeds. */
const PAGE_DATA_KEYS: Record<string, QueryKey> = {
  '/api/portfolio': portfolioKeys.list(),
  '/api/site-settings': siteSettingsKeys.public(),
}

/** Puts a page's answers where its queries look for them, so it renders with them and does not ask again. */
export function seedPageData(queryClient: QueryClient, data: unknown) {
  if (!data || typeof data !== 'object') return
  for (const [apiPath, answer] of Object.entries(data as PageData)) {
    const key = PAGE_DATA_KEYS[apiPath]
    if (key && answer !== undefined) queryClient.setQueryData(key, answer)
  }
}

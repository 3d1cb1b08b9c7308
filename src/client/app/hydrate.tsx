import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { adoptEarlyRequests } from '../lib/api-client'
import type { EarlyRequests } from '../lib/early-requests'
import { createQueryClient } from '../lib/query-client'
import { meQueryOptions } from '../lib/session'
import { readStorage, STORAGE_KEYS } from '../lib/storage'
import { App } from './app'
import { readInitialData } from './initial-data'
import { findRoute } from './routes'

/**
 * Starts the application in #root; `early` holds the reads the entry already sent for this page
 * (boot-requests). Resolves with the React root.
 */
export async function start(early: EarlyRequests | null = null): Promise<Root> {
  adoptEarlyRequests(early)
  const queryClient = createQueryClient()
  // A signed-in page: the identity answer the entry asked for goes into the cache while the page's code loads,
  // so the guard knows the session as soon as the page has hydrated.
  if (early && readStorage(STORAGE_KEYS.token)) void queryClient.prefetchQuery(meQueryOptions)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App initialData={readInitialData()} queryClient={queryClient} />
    </StrictMode>
  )
  // Load the current page's code first, so hydration finds it ready and the prerendered HTML stays as it is.
  await findRoute(window.location.pathname).load()
  if (root.firstElementChild) {
    let hydrated: Root | undefined
    // A transition lets React hydrate in slices, yielding to the browser between them.
    startTransition(() => {
      hydrated = hydrateRoot(root, app)
    })
    return hydrated!
  }
  const created = createRoot(root)
  created.render(app)
  return created
}

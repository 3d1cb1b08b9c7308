import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { adoptEarlyRequests } from '../lib/api-client'
import type { EarlyRequests } from '../lib/early-requests'
import { App } from './app'
import { readInitialData } from './initial-data'
import { findRoute } from './routes'

/** Starts the application; `early` holds the reads the entry already sent for this page (boot-requests). */
export async function start(early: EarlyRequests | null = null) {
  adoptEarlyRequests(early)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App initialData={readInitialData()} />
    </StrictMode>
  )
  // Load the current page's code first, so hydration finds it ready and the prerendered HTML stays as it is.
  await findRoute(window.location.pathname).load()
  if (root.firstElementChild) {
    // A transition lets React hydrate in slices, yielding to the browser between them.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else createRoot(root).render(app)
}

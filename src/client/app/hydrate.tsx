import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { App } from './app'
import { readInitialData } from './initial-data'
import { findRoute } from './routes'

/** Starts the application in #root; resolves with its React root. */
export async function start(): Promise<Root> {
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App initialData={readInitialData()} />
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

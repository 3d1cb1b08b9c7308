import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { readInitialData } from './initial-data'
import { findRoute } from './routes'

export async function start() {
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

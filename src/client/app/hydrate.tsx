import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { App } from './app'
import { readInitialData } from './initial-data'
import { findRoute } from './routes'

/**
 * Runs the page's preloaded script files one per task, each after the files it imports (the build lists a
 * page's files importers first, docs/decisions/0035-route-preloads.md). Importing the page's module would run
 * them all in one task, the contracts' schemas with them; apart, the browser may paint and answer a tap between
 * them.
 */
async function evaluateInSlices() {
  const files = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].reverse()
  for (const { href } of files) {
    await import(/* @vite-ignore */ href)
    await new Promise((resolve) => setTimeout(resolve))
  }
}

/** Starts the application in #root; resolves with its React root. */
export async function start(): Promise<Root> {
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App initialData={readInitialData()} />
    </StrictMode>
  )
  // Load the current page's code first, so hydration finds it ready and the prerendered HTML stays as it is.
  await evaluateInSlices()
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

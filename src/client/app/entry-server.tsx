import { StrictMode } from 'react'
// The edge build: the Node build turns on async hooks for the whole server process, which slows every request.
import { prerender } from 'react-dom/static.edge'
import { App } from './app'
import { type InitialData, initialDataScript } from './initial-data'
import { findRoute, NOT_FOUND, ROUTES } from './routes'

export { ROUTES, NOT_FOUND, findRoute, initialDataScript }

/**
 * Renders one route to HTML, waiting for its code-split page to load: at build time for every page, and on the
 * server for pages that carry live data (the server also writes that data into the page, with `initialDataScript`).
 */
export async function render(url: string, initialData?: InitialData): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={url} initialData={initialData} />
    </StrictMode>,
    // One chunk: no out-of-order segments, whose inline reordering script the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}

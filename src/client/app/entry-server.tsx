import { StrictMode } from 'react'
// The edge build: the Node build turns on async hooks for the whole server process, which slows every request.
import { prerender } from 'react-dom/static.edge'
import { App } from './app'
import { bootDataPaths } from './boot-requests'
import { type InitialData, initialDataScript } from './initial-data'
import { ROUTE_DESCRIPTIONS } from './route-descriptions'
import { findRoute, NOT_FOUND, type RouteDef, ROUTES as ROUTE_TABLE } from './routes'

/** The route table with each page's description, which only the prerendered head needs. */
export const ROUTES: Array<RouteDef & { description?: string }> = ROUTE_TABLE.map((route) => {
  const description = ROUTE_DESCRIPTIONS[route.path]
  return description ? { ...route, description } : route
})

// bootDataPaths: the build writes the first-reads script only into the pages that have first reads.
export { NOT_FOUND, bootDataPaths, findRoute, initialDataScript }

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

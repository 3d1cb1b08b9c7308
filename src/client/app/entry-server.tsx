import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { App } from './app'
import { type InitialData, initialDataScript } from './initial-data'
import { findRoute, NOT_FOUND, ROUTES } from './routes'

export { ROUTES, NOT_FOUND, findRoute, initialDataScript }

/**
 * Renders one route to HTML, waiting for its code-split page to load: at build time for every page, and on the
 * server for pages that carry live data (the server also writes that data into the page, with `initialDataScript`).
 */
export async function render(url: string, initialData?: InitialData): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={url} initialData={initialData} />
    </StrictMode>,
    // One chunk: no out-of-order segments, whose inline reordering script the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

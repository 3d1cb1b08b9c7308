import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { App } from './app'
import { findRoute, NOT_FOUND, ROUTES } from './routes'

export { ROUTES, NOT_FOUND, findRoute }

/** Renders one route to HTML at build time, waiting for its code-split page to load. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={url} />
    </StrictMode>,
    // One chunk: no out-of-order segments, whose inline reordering script the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

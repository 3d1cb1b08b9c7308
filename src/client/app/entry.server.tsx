import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

// The server (src/server/modules/pages) gives each page it renders its API answers through this context; the
// build and the server read which pages are prerendered and which show live data.
export { apiReads } from './page-data'
export { LIVE_PATHS, PRERENDERED_PATHS } from './pages'

/**
 * Renders a page whole before it is sent: the server keeps a live page until its data changes and gives each
 * page a Content-Security-Policy naming its inline scripts, so it needs the finished document.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  let failed = false
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      failed = true
      console.error(error)
    },
  })
  await stream.allReady
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(stream, { status: failed ? 500 : status, headers })
}

import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'

/**
 * The loader data a server-rendered page carries for the browser to start from (React Router writes it into the
 * page as a stream of script chunks), as route id → data.
 */
export async function pageLoaderData(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(literal!) as string,
  )
  if (chunks.length === 0) throw new Error('the page carries no loader data')
  const bytes = new TextEncoder().encode(chunks.join(''))
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const { value, done } = await decodeViaTurboStream(stream, globalThis)
  await done
  return (value as { loaderData: Record<string, unknown> }).loaderData
}

/** The API answers a page with live data was rendered with: its route's loader data (app/page-data.ts). */
export async function pageData(html: string, routeId: string): Promise<Record<string, unknown>> {
  const data = (await pageLoaderData(html))[routeId]
  if (!data || typeof data !== 'object') throw new Error(`the page carries no data for ${routeId}`)
  return data as Record<string, unknown>
}

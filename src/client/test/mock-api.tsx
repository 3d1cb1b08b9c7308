import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Toaster } from '../components/ui/toaster'
import { createQueryClient } from '../lib/query-client'
import { type MemoryLocation, memoryLocation, TestRouter } from './memory-location'

/* The one stand-in for the API in the client's component tests: answers by method and path, records the calls. */

export interface Call {
  method: string
  /** The address as requested (path and query string). */
  url: string
  path: string
  search: string
  body: Record<string, unknown> | undefined
  headers: Record<string, string>
}
export type Answer =
  { status?: number; body?: unknown; blob?: Blob; headers?: Record<string, string> } | 'network-failure'
export type Handler = (call: Call) => Answer | Promise<Answer>

/**
 * Answers the calls by `METHOD /path` (without the query string), or by `METHOD /path?query` when a handler is
 * written for the whole address; anything else fails the test. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://localhost')
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      path: u.pathname,
      search: u.search,
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${url}`] ?? handlers[`${call.method} ${call.path}`]
    if (!handler) throw new Error(`unexpected call to ${call.method} ${url}`)
    const answer = await handler(call)
    if (answer === 'network-failure') throw new TypeError('Failed to fetch')
    if (answer.blob)
      return new Response(answer.blob, { status: answer.status ?? 200, headers: answer.headers ?? {} })
    return new Response(answer.body === '' ? '' : JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

export const ok = (body: unknown): Answer => ({ status: 200, body })
export const refused = (status: number, message: string, code = 'INVALID_TRANSITION'): Answer => ({
  status,
  body: { message, error: 'Refused', code },
})

/**
 * Renders `ui` with a fresh query client and the toaster, as the app does, in a router at `location` (the
 * landing page unless given).
 */
export function renderWithClient(ui: ReactNode, location: MemoryLocation = memoryLocation({ path: '/' })) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TestRouter location={location}>{ui}</TestRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

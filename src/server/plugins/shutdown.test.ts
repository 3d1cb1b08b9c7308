// The stop sequence on its own: an instance told to stop refuses GET and HEAD with 503 (health checks aside) for
// the proxy to retry them elsewhere, still serves other requests on connections it accepted, and closes its
// listening socket once no connection has come for a moment.
import { createServer } from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { stopSequence } from './shutdown'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
})

async function start() {
  const stopping = stopSequence()
  app = Fastify({
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!stopping.refuse(req, res)) handler(req, res)
      }),
    return503OnClosing: false,
  })
  stopping.install(app)
  app.get('/page', async () => ({ ok: true }))
  app.get('/healthz', async () => ({ ok: true }))
  app.post('/save', async () => ({ saved: true }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  return { stopping, base }
}

describe('the stop sequence', () => {
  it('answers as usual until told to stop', async () => {
    const { base, stopping } = await start()
    expect((await fetch(`${base}/page`)).status).toBe(200)
    expect(stopping.draining()).toBe(false)
  })

  it('refuses GET and HEAD with 503 while stopping, serves POSTs and health checks, then closes the socket', async () => {
    const { base, stopping } = await start()
    // A client came a moment ago: the socket stays open until none has come for quietMs.
    expect((await fetch(`${base}/page`)).status).toBe(200)
    app!.drain()
    expect(stopping.draining()).toBe(true)
    const stopped = app!.stopListening({ quietMs: 1000, maxWaitMs: 5000, settleMs: 200 })
    const refused = await fetch(`${base}/page`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toEqual({ message: 'This server is stopping. Please retry.' })
    expect((await fetch(`${base}/page`, { method: 'HEAD' })).status).toBe(503)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    const saved = await fetch(`${base}/save`, { method: 'POST' })
    expect(saved.status).toBe(200)
    // Draining: every answer closes its connection.
    expect(saved.headers.get('connection')).toBe('close')
    await stopped
    expect(app!.server.listening).toBe(false)
    await expect(fetch(`${base}/page`)).rejects.toThrow()
  })
})

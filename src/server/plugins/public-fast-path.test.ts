import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedPortfolioItem } from '../db/seed/factories'
import { invalidatePortfolio } from '../modules/portfolio/portfolio.service'
import { bearer, signInCustomer } from '../test/auth-helpers'
import { createTestApp, type TestApp } from '../test/test-app'
import { sendCached } from './cached-reply'
import { requireHooklessFastPath } from './public-fast-path'

// Over real HTTP: the fast path lives in the HTTP server, which app.inject does not go through.
let t: TestApp
let base: string
let hookRuns = 0
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      // A cached answer for signed-in customers only: never to be answered without a session.
      app.get('/api/test/cached-private', { config: { role: 'customer' } }, async (request, reply) =>
        sendCached(request, reply, await app.ctx.cache.get('test:private', async () => ({ secret: 42 }))),
      )
      // A cached public answer behind a pre-handler, without fastPath: its hook must run on every request.
      app.get(
        '/api/test/cached-hooked',
        {
          config: { role: 'visitor' },
          preHandler: async () => {
            hookRuns++
          },
        },
        async (request, reply) =>
          sendCached(request, reply, await app.ctx.cache.get('test:hooked', async () => ({ ok: true }))),
      )
    },
  })
  for (let i = 0; i < 6; i++)
    await seedPortfolioItem(t.database.db, { title: `Site ${i}`, description: 'A site. '.repeat(30) })
  await invalidatePortfolio(t.app.ctx)
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await t?.close()
})

/** One GET with exactly these request headers; the body as received, not decoded. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const PER_RESPONSE = ['date', 'x-request-id', 'connection', 'keep-alive']
const stable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !PER_RESPONSE.includes(k)))

describe('public reads answered before routing', () => {
  it('sends the same bytes and headers as the route, without running it', async () => {
    const load = vi.spyOn(t.app.ctx.cache, 'get')
    try {
      const first = await get('/api/portfolio', { 'accept-encoding': 'gzip' })
      expect(load).toHaveBeenCalledTimes(1)
      const second = await get('/api/portfolio', { 'accept-encoding': 'gzip' })
      expect(load).toHaveBeenCalledTimes(1) // answered from memory: the route did not run
      expect(second.status).toBe(200)
      expect(second.body.equals(first.body)).toBe(true)
      expect(stable(second.headers)).toEqual(stable(first.headers))
      expect(second.headers['content-encoding']).toBe('gzip')
      expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    } finally {
      load.mockRestore()
    }
  })

  it('answers each encoding it is asked for, and 304 for a current copy', async () => {
    const plain = await get('/api/portfolio')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    const list = JSON.parse(plain.body.toString()) as { title: string }[]
    expect(list).toHaveLength(6)

    const br = await get('/api/portfolio', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await get('/api/portfolio', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    const refused = await get('/api/portfolio', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const none = await get('/api/portfolio', { 'accept-encoding': 'identity, *;q=0' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.equals(plain.body)).toBe(true)

    const notModified = await get('/api/portfolio', { 'if-none-match': String(plain.headers.etag) })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers.etag).toBe(plain.headers.etag)
  })

  it('stops answering the old list the moment it changes', async () => {
    await get('/api/portfolio')
    await seedPortfolioItem(t.database.db, { title: 'Brand New Bakery' })
    await invalidatePortfolio(t.app.ctx)
    const res = await get('/api/portfolio')
    expect(JSON.parse(res.body.toString()).map((i: { title: string }) => i.title)).toContain(
      'Brand New Bakery',
    )
  })

  it('leaves every other request to the framework', async () => {
    await get('/api/portfolio')
    const load = vi.spyOn(t.app.ctx.cache, 'get')
    try {
      const withQuery = await get('/api/portfolio?page=2')
      expect(withQuery.status).toBe(200)
      expect(load).toHaveBeenCalledTimes(1)
      const post = await new Promise<{ status: number; allow: unknown }>((resolve, reject) => {
        const req = httpRequest(`${base}/api/portfolio`, { method: 'POST' }, (res) => {
          res.resume()
          resolve({ status: res.statusCode!, allow: res.headers.allow })
        })
        req.on('error', reject)
        req.end()
      })
      // Routed: the path exists for other methods only.
      expect(post).toEqual({ status: 405, allow: 'GET, HEAD' })
    } finally {
      load.mockRestore()
    }
  })

  it('never answers a route that needs a session', async () => {
    const token = await signInCustomer(t, 'fast-path@example.com')
    const signedIn = await get('/api/test/cached-private', bearer(token))
    expect(signedIn.status).toBe(200)
    expect(JSON.parse(signedIn.body.toString())).toEqual({ secret: 42 })
    const anonymous = await get('/api/test/cached-private')
    expect(anonymous.status).toBe(401)
    const refused = JSON.parse(anonymous.body.toString())
    expect(refused).not.toHaveProperty('secret')
    expect(refused.message).toBe('Please sign in to continue.')
  })
})

describe('the fast path is opt-in', () => {
  it('runs the hooks of a cached route that does not declare fastPath on every request', async () => {
    hookRuns = 0
    for (let i = 0; i < 5; i++) {
      const res = await get('/api/test/cached-hooked')
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body.toString())).toEqual({ ok: true })
    }
    expect(hookRuns).toBe(5)
    expect(t.app.ctx.cache.servedAt('/api/test/cached-hooked')).toBeUndefined()
  })

  function bare() {
    const app = Fastify({ logger: false })
    requireHooklessFastPath(app)
    return app
  }

  it('refuses to start when a fast-path route has a pre-handler', async () => {
    const app = bare()
    app.register(async (scope) => {
      scope.get(
        '/api/limited',
        { config: { role: 'visitor', fastPath: true }, preHandler: async () => undefined },
        async () => 'ok',
      )
    })
    await expect(app.ready()).rejects.toThrow(
      'Route GET /api/limited declares fastPath but it has preHandler hooks, which the fast path would skip',
    )
    await app.close()
  })

  it('refuses other hooks, other methods, guarded routes and paths with parameters too', async () => {
    const app = bare()
    app.get(
      '/api/a',
      { config: { role: 'visitor', fastPath: true }, onRequest: [async () => undefined] },
      async () => 'a',
    )
    app.post('/api/b', { config: { role: 'visitor', fastPath: true } }, async () => 'b')
    app.get('/api/c', { config: { role: 'customer', fastPath: true } }, async () => 'c')
    app.get('/api/d/:id', { config: { role: 'visitor', fastPath: true } }, async () => 'd')
    const err = await app.ready().then(
      () => undefined,
      (e: unknown) => e as Error,
    )
    expect(err?.message.split('\n')).toEqual([
      'Route GET /api/a declares fastPath but it has onRequest hooks, which the fast path would skip',
      'Route POST /api/b declares fastPath but only GET routes may use it',
      'Route GET /api/c declares fastPath but only routes open to everyone may use it',
      'Route GET /api/d/:id declares fastPath but only routes with a fixed path may use it',
    ])
    await app.close()
  })

  it('starts with a hook-free public GET that declares it', async () => {
    const app = bare()
    app.get('/api/ok', { config: { role: 'visitor', fastPath: true } }, async () => 'ok')
    await expect(app.ready()).resolves.toBeDefined()
    await app.close()
  })
})

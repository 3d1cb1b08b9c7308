import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { createTestDatabase, nextIp } from '../test/test-app'
import { requireDeclaredRoles } from './roles'

let app: FastifyInstance
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildApp(testConfig(), { database })
  // A route that fails the way a bug would, to see what a 500 shows.
  app.get('/api/test/boom', { config: { role: 'visitor' } }, async () => {
    throw new Error('secret internal detail: password=hunter2')
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const POSTS = [
  ['/api/contact', { name: 'Ada', email: 'ada@example.com', details: 'A site' }],
  [
    '/api/support',
    {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      priority: 'low',
      category: 'general',
      message: 'x'.repeat(20),
    },
  ],
  ['/api/coupon-email', { email: 'ada@example.com' }],
] as const

/** Security headers on every answer; `/api` answers get a CSP that allows nothing, pages one for the app. */
function expectSecurityHeaders(headers: Record<string, unknown>, kind: 'api' | 'page') {
  const csp = String(headers['content-security-policy'])
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain(kind === 'api' ? "default-src 'none'" : "default-src 'self'")
  expect(headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
}

describe('health', () => {
  it('answers /healthz with 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers /readyz with 200 once started and the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready' })
  })

  it('answers /readyz with 503 when the database does not answer', async () => {
    const broken: DatabaseHandle = {
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    }
    const other = await buildApp(testConfig(), { database: broken })
    try {
      expect((await other.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503)
      expect((await other.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })
})

describe('security headers and errors', () => {
  it.each([
    ['/api/portfolio', 'api'],
    ['/api/no-such-thing', 'api'],
    ['/healthz', 'page'],
  ] as const)('sets the security headers on %s', async (url, kind) => {
    const res = await app.inject({ method: 'GET', url })
    expectSecurityHeaders(res.headers, kind)
  })

  it('sends no CORS headers to another origin', async () => {
    const get = await app.inject({
      method: 'GET',
      url: '/api/portfolio',
      headers: { origin: 'https://evil.example' },
    })
    expect(get.statusCode).toBe(200)
    expect(get.headers['access-control-allow-origin']).toBeUndefined()
    expect(get.headers['access-control-allow-credentials']).toBeUndefined()
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined()
  })

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toMatchObject({ message: 'Not found', code: 'NOT_FOUND' })
    expect(res.json().requestId).toBe(res.headers['x-request-id'])
  })

  it('answers a URL that cannot be decoded with the error body and security headers, not echoing it', async () => {
    const res = await app.inject({ method: 'GET', url: '/%3Cscript%3E%' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'The address is not valid.', code: 'BAD_REQUEST' })
    expect(res.body).not.toContain('script')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers a 400 whose requestId is the x-request-id header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {},
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.json().requestId).toBe(res.headers['x-request-id'])
  })

  it('answers a 500 with a generic message, the request id and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      requestId: res.headers['x-request-id'],
    })
    expect(res.body).not.toMatch(/secret|hunter2|stack|at .*\.ts/)
    expectSecurityHeaders(res.headers, 'api')
  })

  it('gives every request its own id and ignores one sent by the client', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'forged' } })
    const b = await app.inject({ method: 'GET', url: '/healthz' })
    expect(a.headers['x-request-id']).not.toBe('forged')
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id'])
  })
})

describe('request bodies', () => {
  it.each(POSTS)('answers 413 to a body over 1 MB on %s', async (url, body) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...body, padding: 'x'.repeat(1024 * 1024) },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request is too large (the limit is 1 MB).',
    })
  })

  it.each(
    POSTS.flatMap(([url]) => ['{"email": ', '{', 'null,', ''].map((payload) => [url, payload] as const)),
  )('answers 400 on %s to malformed JSON %j', async (url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' })
  })

  it.each(POSTS)('accepts a valid body on %s (the tables above are not vacuous)', async (url, body) => {
    const res = await app.inject({ method: 'POST', url, payload: body, remoteAddress: nextIp() })
    expect(res.statusCode).toBe(200)
  })
})

describe('OpenAPI document', () => {
  it('lists the public API', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    const paths = Object.keys(doc.paths)
    for (const path of [
      '/api/contact',
      '/api/support',
      '/api/coupon-email',
      '/api/portfolio',
      '/api/portfolio/featured',
      '/api/promotions/active',
      '/api/orders/recent',
    ]) {
      expect(paths).toContain(path)
    }
    expect(doc.paths['/api/support'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'priority', 'category', 'message']),
    )
    expect(paths.some((p) => p.startsWith('/dev/') || p === '/healthz')).toBe(false)
  })
})

describe('declared roles', () => {
  function bare() {
    const instance = Fastify({ logger: false })
    requireDeclaredRoles(instance)
    return instance
  }

  it('refuses to start with an /api route that declares no role', async () => {
    const instance = bare()
    instance.get('/healthz', async () => 'ok')
    instance.register(async (scope) => {
      scope.get('/api/ok', { config: { role: 'visitor' } }, async () => 'ok')
      scope.post('/api/orphan', async () => 'no role')
    })
    await expect(instance.ready()).rejects.toThrow('Route POST /api/orphan does not declare its role')
    await instance.close()
  })

  it('refuses a role-less route under a prefix too', async () => {
    const instance = bare()
    instance.register(
      async (scope) => {
        scope.get('/orphan', async () => 'no role')
      },
      { prefix: '/api/admin' },
    )
    await expect(instance.ready()).rejects.toThrow('Route GET /api/admin/orphan does not declare its role')
    await instance.close()
  })

  it('starts when every /api route declares one', async () => {
    const instance = bare()
    instance.get('/healthz', async () => 'ok')
    instance.get('/api/ok', { config: { role: ['admin', 'cfo'] } }, async () => 'ok')
    await expect(instance.ready()).resolves.toBeDefined()
    expect((await instance.inject({ method: 'GET', url: '/api/ok' })).statusCode).toBe(200)
    await instance.close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { bearer, createStaff, signInCustomer, signInStaff } from '../test/auth-helpers'
import { createTestApp, type TestApp } from '../test/test-app'
import { requireDeclaredRoles, type Role } from './roles'

let t: TestApp
const tokens: Partial<Record<Exclude<Role, 'visitor'>, string>> = {}
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'guard-admin@studio.test')
  await createStaff(t, 'cfo', 'guard-cfo@studio.test')
  tokens.admin = await signInStaff(t, 'admin', 'guard-admin@studio.test')
  tokens.cfo = await signInStaff(t, 'cfo', 'guard-cfo@studio.test')
  tokens.customer = await signInCustomer(t, 'guard-customer@example.com')
})
afterAll(async () => {
  await t?.close()
})

function concreteUrl(url: string) {
  return url.replace(/:(\w+)/g, '999999')
}

describe('every route declares a role and the guard holds it', () => {
  it('refuses to start with a route that declares no role', async () => {
    const app = Fastify()
    requireDeclaredRoles(app)
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(/does not declare its role/)
  })

  it('lists the guarded routes it knows', () => {
    const guarded = t.app.declaredRoutes.filter((r) => !r.roles.includes('visitor'))
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'GET /api/admin/stats',
        'GET /api/admin/users',
        'POST /api/admin/users',
      ]),
    )
  })

  it('answers 401 without a token, 401 with a forged one, and 403 to a signed-in user of another role, on every guarded route', async () => {
    const guarded = t.app.declaredRoutes.filter((r) => !r.roles.includes('visitor'))
    expect(guarded.length).toBeGreaterThan(3)
    for (const route of guarded) {
      const url = concreteUrl(route.url)
      const method = route.method as 'GET'
      const anon = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(anon.statusCode, `${route.method} ${route.url} without a token`).toBe(401)
      const forged = await t.app.inject({
        method,
        url,
        headers: bearer('x'.repeat(43)),
        payload: method === 'GET' ? undefined : {},
      })
      expect(forged.statusCode, `${route.method} ${route.url} with a forged token`).toBe(401)
      for (const role of ['customer', 'admin', 'cfo'] as const) {
        if (route.roles.includes(role)) continue
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(tokens[role]!),
          payload: method === 'GET' ? undefined : {},
        })
        expect(res.statusCode, `${route.method} ${route.url} as ${role}`).toBe(403)
      }
    }
  })

  it('lets the declared role through', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(tokens.admin!) }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.cfo!) })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.customer!) }))
        .statusCode,
    ).toBe(200)
  })
})

describe('private answers', () => {
  it('are never stored: every guarded route answers with Cache-Control no-store, refused or not', async () => {
    const guarded = t.app.declaredRoutes.filter((r) => !r.roles.includes('visitor'))
    for (const route of guarded) {
      const method = route.method as 'GET'
      const url = concreteUrl(route.url)
      const anon = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(anon.headers['cache-control'], `${route.method} ${route.url} refused`).toBe('no-store')
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.customer!) })
    expect(me.statusCode).toBe(200)
    expect(me.headers['cache-control']).toBe('no-store')
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(tokens.admin!),
    })
    expect(stats.statusCode).toBe(200)
    expect(stats.headers['cache-control']).toBe('no-store')
  })

  it('nor is a sign-in answer, which carries a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { email: 'guard-admin@studio.test', password: 'correct horse battery' },
      remoteAddress: '10.250.0.1',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('while the cached public reads stay revalidatable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portfolio' })
    expect(res.headers['cache-control']).toBe('public, no-cache')
  })
})

describe('a method the path does not take', () => {
  it('answers 405 with the methods it does take', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/auth/me', 'GET, HEAD'],
      ['GET', '/api/auth/logout', 'POST'],
      ['PUT', '/api/admin/users', 'GET, HEAD, POST'],
      ['POST', '/api/portfolio/', 'GET, HEAD'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(405)
      expect(res.headers.allow, `${method} ${url}`).toBe(allow)
      expect(res.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed here.`,
      })
    }
  })

  it('still answers 404 to a path no method takes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers.allow).toBeUndefined()
  })
})

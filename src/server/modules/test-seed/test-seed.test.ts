import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { bearer } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

describe('browser-test seeding', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ config: { testSeedRoutes: true } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('creates a signed-in customer with projects in the asked statuses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/seed/customer',
      payload: { email: 'Seeded@Example.com', projects: ['samples_ready', 'delivered'] },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.projectIds).toHaveLength(2)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ email: 'seeded@example.com', role: 'customer' })
  })

  it('signs in a staff account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/seed/staff',
      payload: { role: 'admin', email: 'Studio-Admin@Example.com' },
    })
    expect(res.statusCode).toBe(200)
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(res.json().token),
    })
    expect(stats.statusCode).toBe(200)
  })

  it('refuses an unknown status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/seed/customer',
      payload: { projects: ['nope'] },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('without the flag, and in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp()
    try {
      const res = await t.app.inject({ method: 'POST', url: '/dev/seed/customer', payload: {} })
      expect(res.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })

  it('is never turned on in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      TEST_PAYMENTS: 'enabled',
      TEST_SEED_ROUTES: 'true',
    })
    expect(config.testSeedRoutes).toBe(false)
  })
})

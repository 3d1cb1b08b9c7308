import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/contracts/common'
import { bearer, createStaff, signInStaff } from '../test/auth-helpers'
import { newCustomer } from '../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../test/test-app'
import { loggableError } from './errors'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('control characters in text fields', () => {
  const posts: Array<[string, Record<string, unknown>]> = [
    ['/api/contact', { name: 'Ann', email: 'ann@example.com', details: 'a\u0000b' }],
    [
      '/api/support',
      {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Help',
        priority: 'low',
        category: 'general',
        message: 'hello there\u0000friend',
      },
    ],
    [
      '/api/auth/register',
      { email: 'nul@example.com', firstName: 'A\u0000', lastName: 'B', password: 'a fine password' },
    ],
  ]
  it.each(posts)('%s refuses a NUL byte with 400 and a readable message', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(CONTROL_CHARACTERS_MESSAGE)
  })

  it('still accepts line breaks and tabs in a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.com', details: 'line one\n\tline two' },
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('ids', () => {
  let customer: Record<string, string>
  let admin: Record<string, string>
  beforeAll(async () => {
    customer = (await newCustomer(t)).headers
    await createStaff(t, 'admin', 'ids-admin@example.com')
    admin = bearer(await signInStaff(t, 'admin', 'ids-admin@example.com'))
  })

  const BAD_PATH_IDS = ['2147483648', '99999999999', '1.5', '-1', '0', 'abc', '1e3', '0x10', '%2012']
  it.each(BAD_PATH_IDS)('a path id %s names no record: 404', async (id) => {
    for (const [who, url] of [
      ['customer', `/api/orders/${id}`],
      ['customer', `/api/dashboard/project/${id}`],
      ['customer', `/api/uploads/${id}`],
      ['customer', `/api/dashboard/invoices/${id}/pdf`],
      ['admin', `/api/admin/projects/${id}`],
    ] as const) {
      const headers = who === 'admin' ? admin : customer
      const res = await t.app.inject({ method: 'GET', url, headers })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' })
    }
  })

  it('the largest id is still a valid one (it finds nothing)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/2147483647', headers: customer })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('NOT_FOUND')
  })

  const BAD_BODY_IDS: unknown[] = [2147483648, 1.5, -1, 0, 'abc', '7', null]
  it.each(BAD_BODY_IDS)('a body id %s answers 400 with the field named', async (id) => {
    const posts: Array<[Record<string, string>, string, Record<string, unknown>, string]> = [
      [customer, '/api/dashboard/projects', { orderId: id }, 'orderId'],
      [customer, '/api/coupons/use', { couponId: id, projectId: 1 }, 'couponId'],
      [customer, '/api/coupons/use', { couponId: 1, projectId: id }, 'projectId'],
      [customer, '/api/domains/request', { domain: 'corner-bakery.com', projectId: id }, 'projectId'],
      [
        admin,
        '/api/admin/deliver-project',
        { projectId: id, websiteUrl: 'https://example.com' },
        'projectId',
      ],
      [admin, '/api/admin/request-details', { projectId: id, details: 'Your menu, please' }, 'projectId'],
    ]
    for (const [headers, url, payload, field] of posts) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload })
      expect(res.statusCode, `${url} ${field}`).toBe(400)
      expect(res.json().fields, `${url} ${field}`).toHaveProperty(field)
    }
  })
})

describe('the error log', () => {
  it("never keeps a failed query's parameters", async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0'
    let failure: unknown
    try {
      await t.database.db.execute(sql`select ${secret}::int as n`)
    } catch (err) {
      failure = err
    }
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message) + String((failure as Error).cause)).toContain('argon2id')
    const logged = JSON.stringify(loggableError(failure))
    expect(logged).not.toContain('argon2id')
    expect(logged).toContain('Failed query')
  })
})

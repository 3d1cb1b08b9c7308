import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/contracts/common'
import { bearer, createStaff, signInStaff } from '../test/auth-helpers'
import { newCustomer } from '../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../test/test-app'
import { loggableError } from './errors'

let t: TestApp
let customer: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  customer = (await newCustomer(t)).headers
  await createStaff(t, 'admin', 'errors-admin@example.com')
  admin = bearer(await signInStaff(t, 'admin', 'errors-admin@example.com'))
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

  const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }
  const order = { title: 'Bakery', couponCodes: ['X'], domain: '' }
  // [who, url, body, field to spoil]: the field gets each bad text in turn.
  const fields: Array<['visitor' | 'customer' | 'admin', string, Record<string, unknown>, string]> = [
    ['visitor', '/api/contact', { name: 'Ann', email: 'ann@example.com', details: 'Hello' }, 'name'],
    ['visitor', '/api/contact', { name: 'Ann', email: 'ann@example.com', details: 'Hello' }, 'details'],
    ['visitor', '/api/coupons/validate', { code: 'SAVE15', orderTotal: 100 }, 'code'],
    ['customer', '/api/test-payments/confirm', { clientSecret: 'pi_1_secret_2', ...card }, 'clientSecret'],
    ['customer', '/api/dashboard/support-tickets', { subject: 'Help', message: 'Please help' }, 'subject'],
    ['admin', '/api/admin/notifications', { userId: null, title: 'Hi', message: 'News' }, 'message'],
    ['admin', '/api/admin/request-details', { projectId: 1, details: 'Your menu, please' }, 'details'],
    ['admin', '/api/admin/deliver-project', { projectId: 1, websiteUrl: 'https://a.example' }, 'websiteUrl'],
    ['admin', '/api/admin/deliver-project', { projectId: 1, websiteUrl: 'https://a.example' }, 'adminUrl'],
    ['admin', '/api/admin/projects/1/submit-for-review', { stagingUrl: 'https://a.example' }, 'stagingUrl'],
  ]
  const BAD_TEXT = ['nul\u0000', 'bell\u0007', 'half\ud800', 'other half\udc00', 'c1\u0085']
  it.each(fields)(
    '%s %s refuses control characters and lone surrogates in %s',
    async (who, url, body, field) => {
      const headers = who === 'admin' ? admin : who === 'customer' ? customer : {}
      for (const bad of BAD_TEXT) {
        const payload = { ...body, [field]: field.endsWith('Url') ? `https://a.example/${bad}` : bad }
        const res = await t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() })
        expect(res.statusCode, JSON.stringify(bad)).toBe(400)
        expect(res.json().fields[field], JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE)
      }
    },
  )

  it('refuses them in coupon codes of an order and in a payment named by the return address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer,
      payload: { orderDetails: { ...order, couponCodes: ['SAVE\ud800'] }, billing: { name: 'Ann' } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields['orderDetails.couponCodes.0']).toBe(CONTROL_CHARACTERS_MESSAGE)
    for (const q of ['%00', 'pi_%07', 'pi_%C2%85']) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/orders/by-payment?paymentIntent=${q}`,
        headers: customer,
      })
      expect(found.statusCode, q).toBe(400)
    }
  })

  it('refuses tabs and line breaks in a one-line field', async () => {
    for (const name of ['Ann\nSmith', 'Ann\tSmith', 'Ann\rSmith']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'ann@example.com', details: 'Hello' },
        remoteAddress: nextIp(),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.name).toBe(CONTROL_CHARACTERS_MESSAGE)
    }
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

describe('dates', () => {
  it.each(['2026-02-31', '2026-02-29', '2026-04-31', '0000-01-01'])(
    'a maintenance plan starting %s is refused with 400',
    async (startDate) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/maintenance',
        headers: admin,
        payload: { userId: 1, amount: 15, startDate },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.startDate).toBe('Please enter a real date (YYYY-MM-DD)')
    },
  )
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

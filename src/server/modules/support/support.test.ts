import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportTickets } from '../../db/schema/support'
import { users } from '../../db/schema/auth'
import { bearer, createStaff, signInCustomer, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { SUPPORT_ACCOUNT_RATE, SUPPORT_RATE } from './support.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Contact form not sending',
  priority: 'high',
  category: 'technical',
  message: 'The contact form on my home page shows an error when I press send.',
}

function post(body: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: body as object,
    remoteAddress: ip,
    headers,
  })
}

async function countTickets() {
  const [row] = await t.database.db.select({ n: count() }).from(supportTickets)
  return row!.n
}

async function ticketsFor(email: string) {
  return t.database.db.select().from(supportTickets).where(eq(supportTickets.email, email))
}

describe('POST /api/support', () => {
  it('stores an open ticket and mails the sender and the studio', async () => {
    t.smtp.clear()
    const res = await post(valid)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, responseHours: 4 })
    expect(body.ticketId).toEqual(expect.any(Number))

    const [row] = await ticketsFor('grace@example.com')
    expect(row).toMatchObject({
      id: body.ticketId,
      name: 'Grace Hopper',
      subject: 'Contact form not sending',
      priority: 'high',
      category: 'technical',
      message: valid.message,
      status: 'open',
      userId: null,
      projectId: null,
    })

    await t.flushMail()
    const ack = t.smtp.to('grace@example.com')
    expect(ack).toHaveLength(1)
    expect(ack[0]!.subject).toBe(`Support request #${body.ticketId} received`)
    expect(ack[0]!.text).toContain('we reply within 4 hours')
    // The address is unproven: nothing the sender wrote goes back to it.
    expect(ack[0]!.text).not.toContain(valid.message)
    expect(ack[0]!.text).not.toContain('Contact form not sending')
    const notice = t.smtp.to(t.config.studioEmail)
    expect(notice).toHaveLength(1)
    expect(notice[0]!.subject).toBe(`[high] Support request #${body.ticketId}: Contact form not sending`)
    expect(notice[0]!.text).toContain('Grace Hopper <grace@example.com>')
    expect(notice[0]!.text).toContain(`/admin/support?ticket=${body.ticketId}`)
  })

  it.each([
    ['urgent', '2 hours', 2],
    ['high', '4 hours', 4],
    ['medium', '24 hours', 24],
    ['low', '48 hours', 48],
  ])('promises the %s priority a reply within %s', async (priority, promise, hours) => {
    const email = `${priority}-priority@example.com`
    const res = await post({ ...valid, email, priority })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseHours).toBe(hours)
    await t.flushMail()
    const [ack] = t.smtp.to(email)
    expect(ack!.text).toContain(`For ${priority} priority requests we reply within ${promise}.`)
    const notice = t.smtp
      .to(t.config.studioEmail)
      .find((m) => m.subject.startsWith(`[${priority}] Support request #${res.json().ticketId}:`))
    expect(notice!.text).toContain(`Promised response time: ${promise}.`)
  })

  it.each([
    ['name empty', { ...valid, name: '' }, 'name', 'Name is required'],
    ['name blank', { ...valid, name: '   ' }, 'name', 'Name is required'],
    ['name missing', { ...valid, name: undefined }, 'name', 'Name is required'],
    ['email invalid', { ...valid, email: 'grace-at-example' }, 'email', 'Valid email is required'],
    ['email missing', { ...valid, email: undefined }, 'email', 'Valid email is required'],
    ['subject empty', { ...valid, subject: '' }, 'subject', 'Subject is required'],
    ['subject missing', { ...valid, subject: undefined }, 'subject', 'Subject is required'],
    ['priority missing', { ...valid, priority: undefined }, 'priority', 'Priority is required'],
    ['priority invalid', { ...valid, priority: 'critical' }, 'priority', 'Priority is required'],
    ['category missing', { ...valid, category: undefined }, 'category', 'Category is required'],
    ['category invalid', { ...valid, category: 'sales' }, 'category', 'Category is required'],
    ['message short', { ...valid, message: 'Help me!' }, 'message', 'Message must be at least 10 characters'],
    [
      'message padded',
      { ...valid, message: '   short   ' },
      'message',
      'Message must be at least 10 characters',
    ],
    [
      'message missing',
      { ...valid, message: undefined },
      'message',
      'Message must be at least 10 characters',
    ],
  ])('answers 400 when the %s', async (_case, body, field, message) => {
    const before = await countTickets()
    const res = await post({
      ...body,
      email: body.email === valid.email ? 'invalid@example.com' : body.email,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, error: message, code: 'VALIDATION' })
    expect(res.json().fields[field]).toBe(message)
    expect(await countTickets()).toBe(before)
  })

  it('accepts a message of exactly 10 characters', async () => {
    const res = await post({ ...valid, email: 'ten@example.com', message: '0123456789' })
    expect(res.statusCode).toBe(200)
    expect(await ticketsFor('ten@example.com')).toHaveLength(1)
  })

  it('ignores fields a visitor must not set, such as status and userId', async () => {
    const res = await post({
      ...valid,
      email: 'sneaky@example.com',
      status: 'closed',
      userId: 1,
      projectId: 7,
      response: 'Resolved',
      id: 4242,
    })
    expect(res.statusCode).toBe(200)
    const [row] = await ticketsFor('sneaky@example.com')
    expect(row).toMatchObject({ status: 'open', userId: null, projectId: null, response: null })
    expect(row!.id).not.toBe(4242)
  })

  it('accepts a filled honeypot silently but stores and mails nothing', async () => {
    await t.flushMail()
    t.smtp.clear()
    const res = await post({ ...valid, email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    expect(res.json().ticketId).toBeUndefined()
    await t.flushMail()
    expect(await ticketsFor('bot@example.com')).toHaveLength(0)
    expect(t.smtp.messages).toHaveLength(0)
  })

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Grace", "email":',
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: 'Request body is not valid JSON.', code: 'BAD_REQUEST' })
  })

  it('limits requests per address with a readable 429 and Retry-After', async () => {
    const ip = nextIp()
    const email = 'per-network@example.com'
    for (let i = 0; i < SUPPORT_RATE.max; i++)
      expect((await post({ ...valid, email: `n${i}-${email}` }, ip)).statusCode).toBe(200)
    const before = (await ticketsFor(email)).length
    const res = await post({ ...valid, email }, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(res.json().message).toMatch(/Please wait a while before sending another/)
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(SUPPORT_RATE.windowMs / 1000)
    expect((await ticketsFor(email)).length).toBe(before)
    // Another address is not affected.
    expect((await post({ ...valid, email })).statusCode).toBe(200)
  })

  it('limits requests per e-mail address from any number of client addresses', async () => {
    const email = 'many-networks@example.com'
    for (let i = 0; i < SUPPORT_ACCOUNT_RATE.max; i++)
      expect((await post({ ...valid, email }, nextIp())).statusCode).toBe(200)
    const res = await post({ ...valid, email }, nextIp())
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Please wait a while before sending another/)
    expect(await ticketsFor(email)).toHaveLength(SUPPORT_ACCOUNT_RATE.max)
  })
})

describe('POST /api/support from a signed-in caller', () => {
  it("links a signed-in customer's request to their account", async () => {
    const token = await signInCustomer(t, 'linked-customer@example.com')
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'linked-customer@example.com'))
    const res = await post({ ...valid, email: 'linked-customer@example.com' }, nextIp(), bearer(token))
    expect(res.statusCode).toBe(200)
    const [row] = await ticketsFor('linked-customer@example.com')
    expect(row).toMatchObject({ id: res.json().ticketId, userId: user!.id })
  })

  it("ignores a token that is not valid: the request is filed as a visitor's", async () => {
    for (const [email, authorization] of [
      ['forged-token@example.com', `Bearer ${'x'.repeat(43)}`],
      ['malformed-token@example.com', 'Bearer !'],
    ] as const) {
      const res = await post({ ...valid, email }, nextIp(), { authorization })
      expect(res.statusCode, email).toBe(200)
      const [row] = await ticketsFor(email)
      expect(row, email).toMatchObject({ id: res.json().ticketId, userId: null })
    }
  })

  it('ignores a token whose session has ended', async () => {
    const token = await signInCustomer(t, 'signed-out@example.com')
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect(out.statusCode).toBe(200)
    const res = await post({ ...valid, email: 'signed-out@example.com' }, nextIp(), bearer(token))
    expect(res.statusCode).toBe(200)
    const [row] = await ticketsFor('signed-out@example.com')
    expect(row).toMatchObject({ userId: null })
  })

  it('leaves a request from a staff account unlinked: only customers own tickets', async () => {
    await createStaff(t, 'admin', 'support-admin@studio.test')
    const token = await signInStaff(t, 'admin', 'support-admin@studio.test')
    const res = await post({ ...valid, email: 'support-admin@studio.test' }, nextIp(), bearer(token))
    expect(res.statusCode).toBe(200)
    const [row] = await ticketsFor('support-admin@studio.test')
    expect(row).toMatchObject({ userId: null })
  })
})

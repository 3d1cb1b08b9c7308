import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactSubmissions } from '../../db/schema/contact'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { CONTACT_FORM_LANDING, CONTACT_RATE } from './contact.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  countryCode: '+44',
  phone: '7700 900123',
  businessType: 'creative',
  details: 'A portfolio site with a gallery and a contact form.',
  timeline: '2-weeks',
}

function post(body: unknown, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress: ip })
}

describe('POST /api/contact', () => {
  it('stores the request and mails the sender and the studio', async () => {
    t.smtp.clear()
    const res = await post(valid)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true })
    const rows = await t.database.db.select().from(contactSubmissions)
    expect(rows.at(-1)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      countryCode: '+44',
      timeline: '2-weeks',
    })
    await t.flushMail()
    const ack = t.smtp.to('ada@example.com')
    expect(ack).toHaveLength(1)
    expect(ack[0]!.subject).toBe('We received your project details')
    expect(ack[0]!.text).toContain('within 24 hours')
    // The address is unproven: nothing the sender wrote goes back to it.
    expect(ack[0]!.text).not.toContain('A portfolio site with a gallery')
    expect(ack[0]!.text).not.toContain('Ada Lovelace')
    const notice = t.smtp.to(t.config.studioEmail)
    expect(notice.at(-1)!.subject).toMatch(/^New contact request #\d+ from Ada Lovelace$/)
  })

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, name: undefined }, 'Name is required'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, email: 'not-an-email' }, 'Valid email is required'],
    [{ ...valid, email: undefined }, 'Valid email is required'],
    [{ ...valid, details: '' }, 'Project details are required'],
    [{ ...valid, details: undefined }, 'Project details are required'],
  ])('answers 400 with the form message for %j', async (body, message) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, error: message })
  })

  it('defaults the country code to +1 and accepts the optional fields absent', async () => {
    const res = await post({ name: 'Bo', email: 'bo@example.com', details: 'Need a site' })
    expect(res.statusCode).toBe(200)
    const rows = await t.database.db.select().from(contactSubmissions)
    expect(rows.at(-1)).toMatchObject({
      name: 'Bo',
      countryCode: '+1',
      phone: '',
      businessType: '',
      timeline: '',
    })
  })

  it('stores markup as text and escapes it in the HTML mail', async () => {
    t.smtp.clear()
    const res = await post({ ...valid, email: 'xss@example.com', name: '<img src=x onerror=alert(1)>' })
    expect(res.statusCode).toBe(200)
    await t.flushMail()
    const mail = t.smtp.to(t.config.studioEmail).at(-1)
    expect(mail!.html).not.toContain('<img src=x')
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('acknowledges three of ten requests for one address arriving at once', async () => {
    t.smtp.clear()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post({ ...valid, email: 'swarm@example.com' })),
    )
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    await t.flushMail()
    expect(t.smtp.to('swarm@example.com')).toHaveLength(3)
  })

  it('acknowledges at most three requests a day to one address, and still keeps and forwards the rest', async () => {
    t.smtp.clear()
    for (let i = 0; i < 5; i++)
      expect((await post({ ...valid, email: 'busy@example.com' })).statusCode).toBe(200)
    await t.flushMail()
    expect(t.smtp.to('busy@example.com')).toHaveLength(3)
    expect(t.smtp.to(t.config.studioEmail)).toHaveLength(5)
  })

  it('drops unknown fields instead of storing them', async () => {
    const res = await post({ ...valid, id: 999, createdAt: '2000-01-01', status: 'x' })
    expect(res.statusCode).toBe(200)
    const rows = await t.database.db.select().from(contactSubmissions)
    expect(rows.some((r) => r.id === 999)).toBe(false)
  })

  it('accepts a filled honeypot silently but stores and mails nothing', async () => {
    const before = (await t.database.db.select().from(contactSubmissions)).length
    t.smtp.clear()
    const res = await post({ ...valid, email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    await t.flushMail()
    expect((await t.database.db.select().from(contactSubmissions)).length).toBe(before)
    expect(t.smtp.to('bot@example.com')).toHaveLength(0)
  })

  it('answers 400, not 500, to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
      remoteAddress: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Request body is not valid JSON.')
  })

  it('answers 413 to a body over 1 MB', async () => {
    const res = await post({ ...valid, details: 'x'.repeat(1024 * 1024 + 10) })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/too large/)
  })

  it('limits requests per address with a readable 429', async () => {
    const ip = nextIp()
    for (let i = 0; i < CONTACT_RATE.max; i++) expect((await post(valid, ip)).statusCode).toBe(200)
    const res = await post(valid, ip)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(res.json().message).toMatch(/Please wait/)
    // Another address is not affected.
    expect((await post(valid)).statusCode).toBe(200)
  })
})

describe('POST /api/contact/form (the browser posting the form itself, before the page script runs)', () => {
  const form = (fields: Record<string, string>, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    })

  it('stores and acknowledges the enquiry, then sends the browser to the notice that it was sent', async () => {
    const email = 'form-post@example.com'
    const res = await form({ ...valid, email, website: '' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(CONTACT_FORM_LANDING.sent)
    const rows = await t.database.db.select().from(contactSubmissions)
    expect(rows.find((r) => r.email === email)).toMatchObject({ name: 'Ada Lovelace', countryCode: '+44' })
    await t.flushMail()
    expect(t.smtp.to(email)).toHaveLength(1)
  })

  it('sends nothing for an incomplete form and says so; too many from one address are told to wait', async () => {
    const before = (await t.database.db.select().from(contactSubmissions)).length
    const res = await form({ name: 'Only a name' })
    expect(res.headers.location).toBe(CONTACT_FORM_LANDING.invalid)
    expect(await t.database.db.select().from(contactSubmissions)).toHaveLength(before)
    const ip = nextIp()
    for (let i = 0; i < CONTACT_RATE.max; i++) await form({ ...valid, email: `f${i}@example.com` }, ip)
    expect((await form(valid, ip)).headers.location).toBe(CONTACT_FORM_LANDING.busy)
  })
})

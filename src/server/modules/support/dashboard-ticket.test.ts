import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportTickets } from '../../db/schema/support'
import { seedProject } from '../../db/seed/factories'
import { newCustomer } from '../../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { SUPPORT_ACCOUNT_RATE, SUPPORT_RATE } from './support.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const post = (headers: Record<string, string>, payload: object, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/dashboard/support-tickets', headers, payload, remoteAddress: ip })

describe('POST /api/dashboard/support-tickets', () => {
  it("files a general ticket under the account's name about one of the customer's projects, and acknowledges it", async () => {
    const { user, headers } = await newCustomer(t)
    const project = await seedProject(t.database.db, { userId: user.id })
    t.smtp.clear()
    const res = await post(headers, {
      subject: 'Change the opening hours',
      message: 'We now open at 8.',
      projectId: project.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, ticketId: expect.any(Number), responseHours: 24 })
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, res.json().ticketId))
    expect(row).toMatchObject({
      userId: user.id,
      projectId: project.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      subject: 'Change the opening hours',
      message: 'We now open at 8.',
      priority: 'medium',
      category: 'general',
      status: 'open',
    })
    await t.flushMail()
    const [ack] = t.smtp.to(user.email)
    expect(ack!.subject).toBe(`Support request #${row!.id} received`)
    expect(t.smtp.to(t.config.studioEmail).some((m) => m.subject.includes(`#${row!.id}`))).toBe(true)
  })

  it('files one without a project, and refuses a project that is not theirs with 404', async () => {
    const { headers } = await newCustomer(t)
    const general = await post(headers, {
      subject: 'Hello',
      message: 'A question',
      priority: 'low',
      projectId: null,
    })
    expect(general.statusCode).toBe(200)
    const someoneElses = await seedProject(t.database.db)
    const res = await post(headers, { subject: 'Hello', message: 'A question', projectId: someoneElses.id })
    expect(res.statusCode).toBe(404)
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.projectId, someoneElses.id))
    expect(row).toBeUndefined()
  })

  it('validates subject and message, and is for signed-in customers only', async () => {
    const { headers } = await newCustomer(t)
    const res = await post(headers, { subject: ' ', message: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields.subject).toBe('Subject is required')
    expect((await post({}, { subject: 'a', message: 'b' })).statusCode).toBe(401)
  })

  it("shares the public form's rate limit", async () => {
    const { headers } = await newCustomer(t)
    const ip = nextIp()
    for (let i = 0; i < SUPPORT_RATE.max; i++)
      expect((await post(headers, { subject: `s${i}`, message: 'm' }, ip)).statusCode).toBe(200)
    const res = await post(headers, { subject: 'one more', message: 'm' }, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Please wait a while before sending another/)
  })

  it('limits one account from any number of client addresses', async () => {
    const { headers } = await newCustomer(t)
    for (let i = 0; i < SUPPORT_ACCOUNT_RATE.max; i++)
      expect((await post(headers, { subject: `s${i}`, message: 'm' }, nextIp())).statusCode).toBe(200)
    const res = await post(headers, { subject: 'one more', message: 'm' }, nextIp())
    expect(res.statusCode).toBe(429)
  })
})

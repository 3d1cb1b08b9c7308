import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_QUICK_RESPONSES } from '../../../shared/contracts/support-tickets'
import { auditLog } from '../../db/schema/audit'
import { supportTicketMessages, supportTickets } from '../../db/schema/inbox'
import { notifications } from '../../db/schema/notifications'
import { seedProject } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'
import { TICKET_REPLY_RATE } from './support-tickets.routes'

type Headers = Record<string, string>

let t: TestApp
let admin: Headers
let cfo: Headers
let adminId: number
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'tickets-admin@studio.test')
  await createStaff(t, 'cfo', 'tickets-cfo@studio.test')
  const adminToken = await signInStaff(t, 'admin', 'tickets-admin@studio.test')
  admin = bearer(adminToken)
  cfo = bearer(await signInStaff(t, 'cfo', 'tickets-cfo@studio.test'))
  adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).json().user?.id
})
afterAll(async () => {
  await t?.close()
})

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) })

/** A client with a ticket about one of their projects (or none). */
async function clientTicket(opts: { project?: boolean; priority?: 'low' | 'medium' | 'high' } = {}) {
  const customer = await newCustomer(t)
  const project = opts.project ? await seedProject(t.database.db, { userId: customer.user.id }) : null
  const res = await req('POST', '/api/dashboard/support-tickets', customer.headers, {
    subject: 'The menu page is empty',
    message: 'Since this morning the menu shows nothing.',
    priority: opts.priority ?? 'medium',
    projectId: project?.id ?? null,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...customer, project, ticketId: res.json().ticketId as number }
}

/** A ticket from the public form, by someone without an account. */
async function publicTicket(email = `visitor-${nextIp()}@example.com`) {
  const res = await req(
    'POST',
    '/api/support',
    {},
    {
      name: 'Ada Visitor',
      email,
      subject: 'Question before ordering',
      priority: 'urgent',
      category: 'general',
      message: 'Can you move my existing site over to you?',
    },
  )
  expect(res.statusCode, res.body).toBe(200)
  return { email, ticketId: res.json().ticketId as number }
}

async function auditFor(ticketId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'support_ticket'), eq(auditLog.recordId, String(ticketId))))
}

async function noticesFor(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId))
}

describe('GET /api/admin/support-tickets', () => {
  it('pages tickets newest first with the requester and the project, and filters by status and priority', async () => {
    const a = await clientTicket({ project: true, priority: 'high' })
    const b = await publicTicket()
    const res = await req('GET', '/api/admin/support-tickets?pageSize=100', admin)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 100, total: expect.any(Number) })
    const ids = body.items.map((i: { id: number }) => i.id)
    expect(ids.indexOf(b.ticketId)).toBeLessThan(ids.indexOf(a.ticketId))
    const mine = body.items.find((i: { id: number }) => i.id === a.ticketId)
    expect(mine).toMatchObject({
      subject: 'The menu page is empty',
      priority: 'high',
      status: 'open',
      projectId: a.project!.id,
      projectTitle: expect.any(String),
      replies: 0,
      requester: {
        userId: a.user.id,
        email: a.user.email,
        name: `${a.user.firstName} ${a.user.lastName}`,
      },
    })
    const theirs = body.items.find((i: { id: number }) => i.id === b.ticketId)
    expect(theirs).toMatchObject({
      projectId: null,
      projectTitle: null,
      priority: 'urgent',
      requester: { userId: null, name: 'Ada Visitor', email: b.email },
    })

    const urgent = (await req('GET', '/api/admin/support-tickets?priority=urgent&pageSize=100', admin)).json()
    expect(urgent.items.length).toBeGreaterThan(0)
    expect(urgent.items.every((i: { priority: string }) => i.priority === 'urgent')).toBe(true)
    expect(urgent.items.some((i: { id: number }) => i.id === a.ticketId)).toBe(false)

    await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, { status: 'resolved' })
    const resolved = (await req('GET', '/api/admin/support-tickets?status=resolved', admin)).json()
    expect(resolved.items.map((i: { id: number }) => i.id)).toContain(a.ticketId)
    expect(resolved.items.every((i: { status: string }) => i.status === 'resolved')).toBe(true)

    const paged = (await req('GET', '/api/admin/support-tickets?pageSize=1&page=2', admin)).json()
    expect(paged).toMatchObject({ page: 2, pageSize: 1 })
    expect(paged.items).toHaveLength(1)
  })

  it('refuses a bad filter, a visitor, a customer and the CFO', async () => {
    const bad = await req('GET', '/api/admin/support-tickets?status=closed', admin)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Unknown status')
    const badPriority = await req('GET', '/api/admin/support-tickets?priority=critical', admin)
    expect(badPriority.statusCode).toBe(400)
    expect(badPriority.json().message).toContain('Unknown priority')
    const badSize = await req('GET', '/api/admin/support-tickets?pageSize=500', admin)
    expect(badSize.statusCode).toBe(400)
    expect(badSize.json().message).toContain('Page size must be 1 to 100')
    expect((await req('GET', '/api/admin/support-tickets', {})).statusCode).toBe(401)
    const { headers } = await newCustomer(t)
    expect((await req('GET', '/api/admin/support-tickets', headers)).statusCode).toBe(403)
    expect((await req('GET', '/api/admin/support-tickets', cfo)).statusCode).toBe(403)
  })
})

describe('GET /api/admin/support-tickets/:id', () => {
  it('answers the ticket with its conversation, 404 for a missing one, and is for admins only', async () => {
    const a = await clientTicket()
    await req('POST', `/api/admin/support-tickets/${a.ticketId}/messages`, admin, { body: 'Looking now.' })
    await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, { body: 'Thanks!' })
    const res = await req('GET', `/api/admin/support-tickets/${a.ticketId}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: a.ticketId,
      message: 'Since this morning the menu shows nothing.',
      replies: 2,
      messages: [
        { from: 'studio', body: 'Looking now.' },
        { from: 'client', body: 'Thanks!' },
      ],
    })
    expect((await req('GET', '/api/admin/support-tickets/999999', admin)).statusCode).toBe(404)
    expect((await req('GET', '/api/admin/support-tickets/abc', admin)).statusCode).toBe(404)
    expect((await req('GET', `/api/admin/support-tickets/${a.ticketId}`, {})).statusCode).toBe(401)
    expect((await req('GET', `/api/admin/support-tickets/${a.ticketId}`, a.headers)).statusCode).toBe(403)
    expect((await req('GET', `/api/admin/support-tickets/${a.ticketId}`, cfo)).statusCode).toBe(403)
  })
})

describe('PATCH /api/admin/support-tickets/:id', () => {
  it("marks a client's ticket in progress with the quick response: one message, one mail, one notice, one audit entry", async () => {
    const a = await clientTicket({ project: true })
    await t.flushMail()
    t.smtp.clear()
    const res = await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, {
      status: 'in_progress',
      response: TICKET_QUICK_RESPONSES.in_progress,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Ticket updated',
      ticket: {
        id: a.ticketId,
        status: 'in_progress',
        messages: [{ from: 'studio', body: 'Ticket acknowledged and being reviewed.' }],
      },
    })

    await t.flushMail()
    const mails = t.smtp.to(a.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Reply to your support request #${a.ticketId}`)
    expect(mails[0]!.text).toContain('Ticket acknowledged and being reviewed.')
    expect(mails[0]!.text).toContain('In Progress')
    expect(mails[0]!.text).toContain(`/dashboard/support?ticket=${a.ticketId}`)
    const notices = await noticesFor(a.user.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      type: 'admin',
      projectId: a.project!.id,
      title: `Reply to your support ticket #${a.ticketId}`,
      message: 'Ticket acknowledged and being reviewed.',
    })

    const entries = await auditFor(a.ticketId)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'ticket.update',
      actorUserId: adminId,
      actorEmail: 'tickets-admin@studio.test',
      before: { status: 'open', response: null },
      after: {
        status: 'in_progress',
        response: 'Ticket acknowledged and being reviewed.',
        messageId: res.json().ticket.messages[0].id,
      },
    })
  })

  it('changes only the status without a response (nothing sent), and writes nothing when nothing changes', async () => {
    const a = await clientTicket()
    await t.flushMail()
    t.smtp.clear()
    const res = await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, { status: 'resolved' })
    expect(res.statusCode).toBe(200)
    expect(res.json().ticket).toMatchObject({ status: 'resolved', messages: [] })
    const again = await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, {
      status: 'resolved',
      response: '  ',
    })
    expect(again.json()).toMatchObject({ success: true, message: 'Nothing to change' })
    await t.flushMail()
    expect(t.smtp.to(a.user.email)).toHaveLength(0)
    expect(await noticesFor(a.user.id)).toHaveLength(0)
    const entries = await auditFor(a.ticketId)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'ticket.update',
      before: { status: 'open', response: null },
      after: { status: 'resolved', response: null, messageId: null },
    })
  })

  it('validates the status and the response, 404 for a missing ticket, and is for admins only', async () => {
    const a = await clientTicket()
    const url = `/api/admin/support-tickets/${a.ticketId}`
    const noStatus = await req('PATCH', url, admin, { response: 'Hi' })
    expect(noStatus.statusCode).toBe(400)
    expect(noStatus.json().fields.status).toBe('Please choose a status')
    const badStatus = await req('PATCH', url, admin, { status: 'closed' })
    expect(badStatus.json().fields.status).toBe('Please choose a status')
    const long = await req('PATCH', url, admin, { status: 'resolved', response: 'x'.repeat(10_001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fields.response).toBe('Must be at most 10000 characters')
    expect(
      (await req('PATCH', '/api/admin/support-tickets/999999', admin, { status: 'resolved' })).statusCode,
    ).toBe(404)
    expect((await req('PATCH', url, {}, { status: 'resolved' })).statusCode).toBe(401)
    expect((await req('PATCH', url, a.headers, { status: 'resolved' })).statusCode).toBe(403)
    expect((await req('PATCH', url, cfo, { status: 'resolved' })).statusCode).toBe(403)
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, a.ticketId))
    expect(row!.status).toBe('open')
    expect(await auditFor(a.ticketId)).toHaveLength(0)
  })
})

describe('POST /api/admin/support-tickets/:id/messages', () => {
  it("reaches the client's dashboard thread and mailbox exactly once, and the client's answer reaches the studio once", async () => {
    const a = await clientTicket()
    await t.flushMail()
    t.smtp.clear()
    const res = await req('POST', `/api/admin/support-tickets/${a.ticketId}/messages`, admin, {
      body: 'Could you send us a screenshot?\nThanks.',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Reply sent', ticket: { status: 'open', replies: 1 } })

    const thread = (await req('GET', `/api/dashboard/support-tickets/${a.ticketId}`, a.headers)).json()
    expect(thread.messages).toEqual([
      {
        id: expect.any(Number),
        from: 'studio',
        body: 'Could you send us a screenshot?\nThanks.',
        createdAt: expect.any(String),
      },
    ])
    await t.flushMail()
    const toClient = t.smtp.to(a.user.email)
    expect(toClient).toHaveLength(1)
    expect(toClient[0]!.text).toContain('Could you send us a screenshot?')
    expect(await noticesFor(a.user.id)).toHaveLength(1)
    expect(t.smtp.to(t.config.studioEmail)).toHaveLength(0)

    const entries = await auditFor(a.ticketId)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'ticket.reply',
      before: { status: 'open', response: null },
      after: { status: 'open', response: 'Could you send us a screenshot?\nThanks.' },
    })

    t.smtp.clear()
    const answer = await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
      body: 'Here it is: the page is blank.',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().ticket.messages.map((m: { from: string }) => m.from)).toEqual(['studio', 'client'])
    await t.flushMail()
    const toStudio = t.smtp.to(t.config.studioEmail)
    expect(toStudio).toHaveLength(1)
    expect(toStudio[0]!.subject).toBe(
      `[medium] Reply on support request #${a.ticketId}: The menu page is empty`,
    )
    expect(toStudio[0]!.text).toContain('Here it is: the page is blank.')
    expect(toStudio[0]!.text).toContain(`/admin/support?ticket=${a.ticketId}`)
    expect(t.smtp.to(a.user.email)).toHaveLength(0)
    const adminView = (await req('GET', `/api/admin/support-tickets/${a.ticketId}`, admin)).json()
    expect(adminView.messages.map((m: { body: string }) => m.body)).toEqual([
      'Could you send us a screenshot?\nThanks.',
      'Here it is: the page is blank.',
    ])
    // A client's answer is not an admin write.
    expect(await auditFor(a.ticketId)).toHaveLength(1)
  })

  it('answers a public-form ticket by mail only, to the address the form was given', async () => {
    const p = await publicTicket()
    await t.flushMail()
    t.smtp.clear()
    const res = await req('PATCH', `/api/admin/support-tickets/${p.ticketId}`, admin, {
      status: 'resolved',
      response: 'Yes, we move existing sites over at no charge.',
    })
    expect(res.statusCode, res.body).toBe(200)
    await t.flushMail()
    const mails = t.smtp.to(p.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Reply to your support request #${p.ticketId}`)
    expect(mails[0]!.text).toContain('Yes, we move existing sites over at no charge.')
    expect(mails[0]!.text).toContain('Reply to this e-mail')
    expect(mails[0]!.text).not.toContain('/dashboard')
    // Nothing the requester wrote goes back to the unproven address.
    expect(mails[0]!.text).not.toContain('Can you move my existing site over to you?')
    expect(mails[0]!.text).not.toContain('Question before ordering')
    expect(mails[0]!.text).not.toContain('Ada Visitor')
    expect(mails[0]!.text).toContain('Hello,')
    const [message] = await t.database.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, p.ticketId))
    expect(message).toMatchObject({ authorRole: 'admin', authorUserId: adminId })
  })

  it('validates the message, 404 for a missing ticket, and is for admins only', async () => {
    const a = await clientTicket()
    const url = `/api/admin/support-tickets/${a.ticketId}/messages`
    const blank = await req('POST', url, admin, { body: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields.body).toBe('Message is required')
    const missing = await req('POST', url, admin, {})
    expect(missing.json().fields.body).toBe('Message is required')
    const long = await req('POST', url, admin, { body: 'x'.repeat(10_001) })
    expect(long.json().fields.body).toBe('Must be at most 10000 characters')
    expect(
      (await req('POST', '/api/admin/support-tickets/999999/messages', admin, { body: 'Hi' })).statusCode,
    ).toBe(404)
    expect((await req('POST', url, {}, { body: 'Hi' })).statusCode).toBe(401)
    expect((await req('POST', url, a.headers, { body: 'Hi' })).statusCode).toBe(403)
    expect((await req('POST', url, cfo, { body: 'Hi' })).statusCode).toBe(403)
    expect(await auditFor(a.ticketId)).toHaveLength(0)
  })
})

describe('the client dashboard', () => {
  it("lists only the customer's own tickets, newest first, with the project or none", async () => {
    const a = await clientTicket({ project: true })
    const second = await req('POST', '/api/dashboard/support-tickets', a.headers, {
      subject: 'General question',
      message: 'Do you do logos?',
    })
    const other = await clientTicket()
    const res = await req('GET', '/api/dashboard/support-tickets', a.headers)
    expect(res.statusCode).toBe(200)
    const list = res.json()
    expect(list.map((i: { id: number }) => i.id)).toEqual([second.json().ticketId, a.ticketId])
    expect(list[0]).toMatchObject({
      subject: 'General question',
      projectTitle: null,
      status: 'open',
      replies: 0,
    })
    expect(list[1]).toMatchObject({ projectId: a.project!.id, projectTitle: expect.any(String) })
    expect(list[0]).not.toHaveProperty('requester')
    expect(list.some((i: { id: number }) => i.id === other.ticketId)).toBe(false)
    expect((await req('GET', '/api/dashboard/support-tickets', {})).statusCode).toBe(401)
    expect((await req('GET', '/api/dashboard/support-tickets', admin)).statusCode).toBe(403)
  })

  it("answers 404 for someone else's ticket or a public one, and writes nothing there", async () => {
    const a = await clientTicket()
    const other = await clientTicket()
    const p = await publicTicket()
    for (const id of [other.ticketId, p.ticketId, 999999]) {
      expect((await req('GET', `/api/dashboard/support-tickets/${id}`, a.headers)).statusCode).toBe(404)
      const post = await req('POST', `/api/dashboard/support-tickets/${id}/messages`, a.headers, {
        body: 'Hi',
      })
      expect(post.statusCode).toBe(404)
    }
    const rows = await t.database.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, other.ticketId))
    expect(rows).toHaveLength(0)
    expect((await req('GET', `/api/dashboard/support-tickets/${a.ticketId}`, {})).statusCode).toBe(401)
  })

  it('opens a resolved ticket again when the client answers; an in-progress one keeps its status', async () => {
    const a = await clientTicket()
    await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, {
      status: 'resolved',
      response: TICKET_QUICK_RESPONSES.resolved,
    })
    await t.flushMail()
    t.smtp.clear()
    const res = await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
      body: 'It is back again.',
    })
    expect(res.json().ticket).toMatchObject({ status: 'open', replies: 2 })
    await t.flushMail()
    const [mail] = t.smtp.to(t.config.studioEmail)
    expect(mail!.text).toContain('opened it again')

    await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, { status: 'in_progress' })
    const again = await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
      body: 'One more thing.',
    })
    expect(again.json().ticket.status).toBe('in_progress')
  })

  it("limits a client's answers with a readable 429", async () => {
    const a = await clientTicket()
    const url = `/api/dashboard/support-tickets/${a.ticketId}/messages`
    for (let i = 0; i < TICKET_REPLY_RATE.max; i++)
      expect((await req('POST', url, a.headers, { body: `Answer ${i}` })).statusCode).toBe(200)
    const res = await req('POST', url, a.headers, { body: 'One more' })
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Please wait a while before sending another/)
  })

  it('validates the answer', async () => {
    const a = await clientTicket()
    const res = await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
      body: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields.body).toBe('Message is required')
    const ctrl = await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
      body: 'bad\u0000text',
    })
    expect(ctrl.statusCode).toBe(400)
    expect(
      (await req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, {}, { body: 'Hi' }))
        .statusCode,
    ).toBe(401)
  })
})

describe('answers at the same moment', () => {
  it('keeps every message, one audit entry per admin write and one mail per answer', async () => {
    const a = await clientTicket()
    await req('PATCH', `/api/admin/support-tickets/${a.ticketId}`, admin, { status: 'resolved' })
    await t.flushMail()
    t.smtp.clear()
    const url = `/api/admin/support-tickets/${a.ticketId}`
    const results = await Promise.all([
      req('POST', `${url}/messages`, admin, { body: 'First answer.' }),
      req('PATCH', url, admin, { status: 'in_progress', response: 'Second answer.' }),
      req('POST', `/api/dashboard/support-tickets/${a.ticketId}/messages`, a.headers, {
        body: 'Client answer.',
      }),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const messages = await t.database.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, a.ticketId))
    expect(messages.map((m) => m.body).sort()).toEqual(['Client answer.', 'First answer.', 'Second answer.'])
    const entries = await auditFor(a.ticketId)
    expect(entries.map((e) => e.action).sort()).toEqual(['ticket.reply', 'ticket.update', 'ticket.update'])
    await t.flushMail()
    expect(t.smtp.to(a.user.email)).toHaveLength(2)
    expect(t.smtp.to(t.config.studioEmail)).toHaveLength(1)
    expect(await noticesFor(a.user.id)).toHaveLength(2)
  })
})

// The admin's ticket list, one ticket, and its status changes.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TICKET_QUICK_RESPONSES } from '../../../shared/contracts/support-tickets'
import { supportTickets } from '../../db/schema/support'
import { newCustomer } from '../../test/checkout'
import {
  admin,
  adminId,
  auditFor,
  cfo,
  clientTicket,
  noticesFor,
  publicTicket,
  req,
  t,
  useTicketsApp,
} from './support-tickets-fixtures'

useTicketsApp()

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

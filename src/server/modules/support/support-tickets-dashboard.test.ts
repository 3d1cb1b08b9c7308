// The client's side: their tickets on the dashboard, and their answers.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TICKET_QUICK_RESPONSES } from '../../../shared/contracts/support-tickets'
import { supportTicketMessages } from '../../db/schema/support'
import { admin, clientTicket, publicTicket, req, t, useTicketsApp } from './support-tickets-fixtures'
import { TICKET_REPLY_RATE } from './support-tickets.routes'

useTicketsApp()

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

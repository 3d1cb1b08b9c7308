// Replies on a ticket: the studio's, by dashboard and mail, the client's back, and several at the same moment.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supportTicketMessages } from '../../db/schema/support'
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

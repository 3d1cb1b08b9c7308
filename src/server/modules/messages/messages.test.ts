// A project's thread: the client and the studio write, each side's unread count, notes the client never gets,
// files only the thread's reader opens, one mail per batch, and the studio's "awaiting reply" list by working hours.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema/jobs'
import { projectMessages } from '../../db/schema/messages'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { pngWith } from '../../test/images'
import { itOnPostgres } from '../../test/postgres-only'
import { createTestApp, type TestApp } from '../../test/test-app'
import { uploadPng } from '../../test/uploads'
import { THREAD_MAIL_JOB } from './messages.jobs'

// A Monday, 10:00 in London (GMT in December).
const NOW = new Date('2026-12-07T10:00:00Z')
const MINUTE = 60_000
const clock = fixedClock(NOW)
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'thread-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'thread-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

/** A customer with a paid project in design. */
async function clientProject(status = 'pending_design') {
  const { user, token } = await seedCustomer(t.database.db, {}, { now: clock.now() })
  const order = await seedPaidOrder(t.database.db, { userId: user.id }, { projectStatus: status as never })
  const projectId = order.project!.id
  return {
    headers: bearer(token),
    email: user.email,
    projectId,
    clientUrl: `/api/dashboard/project/${projectId}/messages`,
    staffUrl: `/api/admin/projects/${projectId}/messages`,
  }
}

describe('a project thread', () => {
  it('carries messages both ways with unread counts on each side, and notes only to staff', async () => {
    const p = await clientProject()
    const asked = await inject('POST', p.clientUrl, p.headers, { body: 'Could the header be darker?' })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().message).toMatchObject({ author: 'client', body: 'Could the header be darker?' })

    const staffView = (await inject('GET', p.staffUrl, admin)).json()
    expect(staffView.unread).toBe(1)
    expect((await inject('GET', '/api/admin/messages/unread', admin)).json().projects).toContainEqual({
      projectId: p.projectId,
      unread: 1,
    })
    const read = await inject('POST', `${p.staffUrl}/read`, admin, { lastId: staffView.messages[0].id })
    expect(read.json()).toEqual({ success: true, unread: 0 })

    const note = await inject('POST', p.staffUrl, admin, {
      body: 'Secret: the client paid late last time',
      internal: true,
    })
    expect(note.json().message.internal).toBe(true)
    await inject('POST', p.staffUrl, admin, { body: 'Of course, we will send a new version tomorrow.' })

    const clientView = await inject('GET', p.clientUrl, p.headers)
    expect(clientView.body).not.toContain('Secret')
    const thread = clientView.json()
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'Could the header be darker?',
      'Of course, we will send a new version tomorrow.',
    ])
    expect(thread.messages.every((m: { internal: boolean }) => !m.internal)).toBe(true)
    expect(thread.unread).toBe(1)
    const unread = (await inject('GET', '/api/dashboard/messages/unread', p.headers)).json()
    expect(unread).toEqual({ total: 1, projects: [{ projectId: p.projectId, unread: 1 }] })
    // A note is no unread message for anyone, and the staff side sees it in place.
    const staffAgain = (await inject('GET', p.staffUrl, admin)).json()
    expect(staffAgain.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false])
    expect(staffAgain.unread).toBe(0)
  })

  it('shows another customer nothing of a thread (404), and refuses bad input with its message', async () => {
    const p = await clientProject()
    const other = await clientProject()
    await inject('POST', p.clientUrl, p.headers, { body: 'Hello studio' })
    for (const res of [
      await inject('GET', p.clientUrl, other.headers),
      await inject('POST', p.clientUrl, other.headers, { body: 'Let me in' }),
      await inject('POST', `${p.clientUrl}/read`, other.headers, { lastId: 1 }),
    ])
      expect(res.statusCode).toBe(404)
    expect((await inject('GET', `/api/dashboard/project/${2 ** 31}/messages`, p.headers)).statusCode).toBe(
      404,
    )
    const empty = await inject('POST', p.clientUrl, p.headers, { body: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Please write your message')
    // A file that is someone else's upload cannot be attached.
    const theirs = await uploadPng(t, other.headers, 'theirs.png', pngWith(Buffer.alloc(16, 1)))
    const stolen = await inject('POST', p.clientUrl, p.headers, {
      body: 'See this',
      uploadIds: [theirs.json().id],
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().message).toBe('One of your files was not found. Please upload it again.')
    // Signed out, and a customer on the staff side.
    expect((await t.app.inject({ method: 'GET', url: p.clientUrl })).statusCode).toBe(401)
    expect((await inject('GET', p.staffUrl, p.headers)).statusCode).toBe(403)
    const rows = await t.database.db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.projectId, p.projectId))
    expect(rows).toHaveLength(1)
  })

  it('sends a file with a message, opened by both sides and by nobody else', async () => {
    const p = await clientProject()
    const other = await clientProject()
    const upload = await uploadPng(t, p.headers, 'shop-front.png', pngWith(Buffer.alloc(64, 2)))
    const sent = await inject('POST', p.clientUrl, p.headers, {
      body: 'Our shop',
      uploadIds: [upload.json().id],
    })
    const file = sent.json().message.attachments[0]
    expect(file).toMatchObject({ name: 'shop-front.png', contentType: 'image/png' })
    expect((await inject('GET', file.url, admin)).statusCode).toBe(200)
    expect((await inject('GET', file.url, p.headers)).statusCode).toBe(200)
    expect((await inject('GET', file.url, other.headers)).statusCode).toBe(404)
  })

  it('refuses a message on a cancelled project', async () => {
    const p = await clientProject('cancelled')
    const res = await inject('POST', p.clientUrl, p.headers, { body: 'Are you there?' })
    expect(res.statusCode).toBe(409)
  })
})

describe('mail for new messages', () => {
  it('sends one mail for a batch, and none for what was read in the product', async () => {
    const p = await clientProject()
    t.smtp.clear()
    for (const body of ['First thought', 'Second thought', 'Third thought'])
      expect((await inject('POST', p.clientUrl, p.headers, { body })).statusCode).toBe(200)
    await t.flushMail()
    expect(t.smtp.to(t.config.studioEmail)).toHaveLength(0)
    clock.advance(5 * MINUTE)
    await t.flushMail()
    await t.flushMail()
    // Earlier tests' batches fall due too: this project's mails only.
    const about = <M extends { text: string }>(id: number, mails: M[]) =>
      mails.filter((m) => m.text.includes(`/projects/${id}#messages`))
    const [mail, ...rest] = about(p.projectId, t.smtp.to(t.config.studioEmail))
    expect(rest).toHaveLength(0)
    expect(mail!.subject).toContain('3 new messages')
    expect(mail!.text).toContain('Third thought')
    expect(mail!.text).toContain(`/admin/projects/${p.projectId}#messages`)

    // The studio answers; the client reads it in the product before the batch goes: no mail.
    const reply = (await inject('POST', p.staffUrl, admin, { body: 'Thanks, noted.' })).json().message
    await inject('POST', `${p.clientUrl}/read`, p.headers, { lastId: reply.id })
    clock.advance(5 * MINUTE)
    await t.flushMail()
    await t.flushMail()
    expect(t.smtp.to(p.email)).toHaveLength(0)

    // A later answer left unread is mailed to the client, with the link to the thread.
    await inject('POST', p.staffUrl, admin, { body: 'The new header is up.' })
    clock.advance(5 * MINUTE)
    await t.flushMail()
    await t.flushMail()
    const [clientMail] = t.smtp.to(p.email)
    expect(clientMail!.text).toContain('The new header is up.')
    expect(clientMail!.text).toContain(`/dashboard/projects/${p.projectId}#messages`)
  })

  itOnPostgres('queues one mail for ten messages sent at once', async () => {
    const p = await clientProject()
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => inject('POST', p.clientUrl, p.headers, { body: `Message ${i}` })),
    )
    expect(sent.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, THREAD_MAIL_JOB), eq(jobs.status, 'pending')))
    expect(queued.filter((j) => (j.payload as { projectId: number }).projectId === p.projectId)).toHaveLength(
      1,
    )
  })
})

describe('threads awaiting the studio', () => {
  it('lists a client left unanswered for over 4 working hours, counting no weekend, until the studio answers', async () => {
    // Friday 16:00 in London.
    clock.set(new Date('2026-12-11T16:00:00Z'))
    const p = await clientProject()
    const staff = async () => bearer(await signInStaff(t, 'admin', 'thread-admin@sitecraft.test'))
    admin = await staff()
    await inject('POST', p.clientUrl, p.headers, { body: 'Can we talk about the menu page?' })
    const listed = async () =>
      (await inject('GET', '/api/admin/messages/awaiting-reply', admin))
        .json()
        .threads.some((x: { projectId: number }) => x.projectId === p.projectId)
    // One hour on Friday, three on Monday morning: due Monday 12:00.
    clock.set(new Date('2026-12-14T11:59:00Z'))
    admin = await staff()
    expect(await listed()).toBe(false)
    clock.set(new Date('2026-12-14T12:01:00Z'))
    expect(await listed()).toBe(true)
    await inject('POST', p.staffUrl, admin, { body: 'Note to self: ask the designer', internal: true })
    expect(await listed()).toBe(true)
    await inject('POST', p.staffUrl, admin, { body: 'Yes, tomorrow at ten?' })
    expect(await listed()).toBe(false)
  })
})

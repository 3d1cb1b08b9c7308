import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications'
import { seedCustomer, seedProject } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'notices-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'notices-admin@studio.test'))
  await createStaff(t, 'cfo', 'notices-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'notices-cfo@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const list = (query = '', headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/notifications${query}`, headers })

describe('GET /api/admin/notifications', () => {
  it('pages every notification newest first, with its recipient, project and when it was read', async () => {
    const { user, token } = await seedCustomer(t.database.db, { firstName: 'Nia', lastName: 'Reader' })
    const project = await seedProject(t.database.db, { userId: user.id })
    const db = t.database.db
    const [first] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        projectId: project.id,
        type: 'order_update',
        title: 'Design samples ready',
        message: 'Choose a design.',
        createdAt: new Date('2026-06-01T10:00:00Z'),
      })
      .returning()
    const [second] = await db
      .insert(notifications)
      .values({
        userId: user.id,
        type: 'promotion',
        title: 'Spring offer',
        message: '10% off.',
        createdAt: new Date('2026-06-02T10:00:00Z'),
      })
      .returning()
    // The customer reads the first one in the dashboard.
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/notifications/${first!.id}/read`,
      headers: bearer(token),
    })
    expect(read.statusCode, read.body).toBe(200)
    // An admin sends one now.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { userId: user.id, title: 'Hello', message: 'Welcome aboard.', type: 'admin' },
    })
    expect(sent.statusCode, sent.body).toBe(200)

    const res = await list('?pageSize=3')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 3, total: 3 })
    const recipient = { id: user.id, firstName: 'Nia', lastName: 'Reader', email: user.email }
    expect(body.items[0]).toMatchObject({
      type: 'admin',
      title: 'Hello',
      message: 'Welcome aboard.',
      isRead: false,
      readAt: null,
      user: recipient,
      project: null,
    })
    expect(body.items[1]).toEqual({
      id: second!.id,
      type: 'promotion',
      title: 'Spring offer',
      message: '10% off.',
      isRead: false,
      readAt: null,
      createdAt: '2026-06-02T10:00:00.000Z',
      user: recipient,
      project: null,
    })
    expect(body.items[2]).toMatchObject({
      id: first!.id,
      isRead: true,
      readAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      project: { id: project.id, title: project.title },
    })

    const next = (await list('?page=2&pageSize=2')).json()
    expect(next.items.map((i: { id: number }) => i.id)).toEqual([first!.id])
  })

  it('refuses a bad page', async () => {
    expect((await list('?page=0')).json().message).toBe('Page must be 1 or more')
    expect((await list('?pageSize=500')).json().message).toBe('Page size must be 1 to 100')
  })

  it('is for admins only; sending stays where it was', async () => {
    const customer = bearer((await seedCustomer(t.database.db)).token)
    expect((await list('', {})).statusCode).toBe(401)
    expect((await list('', customer)).statusCode).toBe(403)
    expect((await list('', cfo)).statusCode).toBe(403)
  })
})

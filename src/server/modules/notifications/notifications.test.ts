import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_LIST_LIMIT } from '../../../shared/contracts/notifications'
import { notifications } from '../../db/schema/notifications'
import { newCustomer } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const minutes = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000)

async function seed(userId: number, n: number, read: (i: number) => boolean) {
  return t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'system' as const,
        title: `Notice ${i}`,
        message: `Message ${i}`,
        isRead: read(i),
        createdAt: minutes(i),
      })),
    )
    .returning()
}

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard/notifications', headers })

describe('GET /api/dashboard/notifications', () => {
  it("answers the customer's own notifications, newest first", async () => {
    const { user, headers } = await newCustomer(t)
    const other = await newCustomer(t)
    await seed(user.id, 3, (i) => i === 0)
    await seed(other.user.id, 2, () => false)
    const res = await list(headers)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.map((n: { title: string }) => n.title)).toEqual(['Notice 2', 'Notice 1', 'Notice 0'])
    expect(body[0]).toEqual({
      id: expect.any(Number),
      projectId: null,
      title: 'Notice 2',
      message: 'Message 2',
      type: 'system',
      isRead: false,
      createdAt: minutes(2).toISOString(),
    })
    expect(body[2].isRead).toBe(true)
  })

  it(`keeps every unread one when there are more than ${NOTIFICATION_LIST_LIMIT}, filling up with the newest read`, async () => {
    const { user, headers } = await newCustomer(t)
    // 20 old unread ones, then 300 newer read ones.
    await seed(user.id, 320, (i) => i >= 20)
    const body = (await list(headers)).json() as Array<{ title: string; isRead: boolean; createdAt: string }>
    expect(body).toHaveLength(NOTIFICATION_LIST_LIMIT)
    expect(body.filter((n) => !n.isRead)).toHaveLength(20)
    const dates = body.map((n) => n.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    // The read ones are the newest: 319 down to 319 - 179.
    expect(body[0]!.title).toBe('Notice 319')
    expect(body.filter((n) => n.isRead).at(-1)!.title).toBe(`Notice ${320 - (NOTIFICATION_LIST_LIMIT - 20)}`)
  })

  it('is for customers only', async () => {
    expect((await list({})).statusCode).toBe(401)
  })
})

describe('PATCH /api/dashboard/notifications/:id/read', () => {
  it('marks it read once: a repeat keeps the first read time', async () => {
    const { user, headers } = await newCustomer(t)
    const [n] = await seed(user.id, 1, () => false)
    const read = () =>
      t.app.inject({ method: 'PATCH', url: `/api/dashboard/notifications/${n!.id}/read`, headers })
    const first = await read()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ id: n!.id, isRead: true })
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, n!.id))
    expect(row!.readAt).toBeInstanceOf(Date)
    const again = await read()
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, n!.id))
    expect(after!.readAt!.getTime()).toBe(row!.readAt!.getTime())
  })

  it("answers 404 for someone else's notification and for none, and changes nothing", async () => {
    const owner = await newCustomer(t)
    const stranger = await newCustomer(t)
    const [n] = await seed(owner.user.id, 1, () => false)
    for (const url of [
      `/api/dashboard/notifications/${n!.id}/read`,
      '/api/dashboard/notifications/999999/read',
    ]) {
      const res = await t.app.inject({ method: 'PATCH', url, headers: stranger.headers })
      expect(res.statusCode).toBe(404)
    }
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, n!.id))
    expect(row).toMatchObject({ isRead: false, readAt: null })
  })
})

describe('POST /api/dashboard/notifications/read-all', () => {
  it("marks every one of the customer's unread notifications read, and nobody else's", async () => {
    const owner = await newCustomer(t)
    const other = await newCustomer(t)
    await seed(owner.user.id, 14, (i) => i % 5 === 0)
    await seed(other.user.id, 3, () => false)
    const readAll = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/dashboard/notifications/read-all', headers })
    const res = await readAll(owner.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ marked: 11 })
    expect((await list(owner.headers)).json().every((n: { isRead: boolean }) => n.isRead)).toBe(true)
    expect((await list(other.headers)).json().filter((n: { isRead: boolean }) => !n.isRead)).toHaveLength(3)
    expect((await readAll(owner.headers)).json()).toEqual({ marked: 0 })
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dashboard/notifications/read-all' })).statusCode,
    ).toBe(401)
  })
})

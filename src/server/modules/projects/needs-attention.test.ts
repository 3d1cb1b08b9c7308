// The admin overview's "needs you" lists: requests for details past their window (by urgency) and projects due by
// tomorrow or late, with a fixed clock; closed projects and answered requests are left out.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { infoRequests } from '../../db/schema/projects'
import { seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { fixedClock } from '../../lib/clock'
import { createTestApp, type TestApp } from '../../test/test-app'

// A Monday morning.
const NOW = new Date('2026-12-07T09:00:00Z')
const HOUR = 3_600_000
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) })
  await createStaff(t, 'admin', 'attention-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'attention-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

async function project(title: string, status: string, deliveryDate: string | null) {
  const order = await seedPaidOrder(
    t.database.db,
    { title },
    { projectStatus: status as never, project: { title, deliveryDate } },
  )
  return order.project!
}

async function ask(projectId: number, urgency: string, hoursAgo: number, answered = false) {
  const createdAt = new Date(NOW.getTime() - hoursAgo * HOUR)
  const [row] = await t.database.db
    .insert(infoRequests)
    .values({
      projectId,
      requestType: 'content',
      urgency,
      details: 'The menu, please',
      createdAt,
      ...(answered ? { answer: 'Here', answeredAt: new Date(createdAt.getTime() + HOUR) } : {}),
    })
    .returning()
  return row!.id
}

it('lists the overdue requests and the near deadlines, each once, and nothing closed', async () => {
  const live = await project('Harbour Cafe', 'pending_design', '2026-12-20')
  const overdueNormal = await ask(live.id, 'normal', 73) // three days passed an hour ago
  await ask(live.id, 'normal', 71) // an hour left
  const overdueHigh = await ask(live.id, 'high', 25)
  await ask(live.id, 'high', 25, true) // answered: closed
  const overdueUrgent = await ask(live.id, 'urgent', 10) // asked yesterday evening
  await ask(live.id, 'low', 500) // never flagged
  const cancelled = await project('Closed Shop', 'cancelled', '2026-12-01')
  await ask(cancelled.id, 'high', 100)

  const late = await project('Late Bakery', 'under_development', '2026-12-04')
  const tomorrow = await project('Tomorrow Florist', 'awaiting_approval', '2026-12-08')
  await project('Later Gym', 'pending_design', '2026-12-09')
  await project('Delivered Dentist', 'delivered', '2026-12-01')

  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/projects-needing-attention',
    headers: admin,
  })
  expect(res.statusCode).toBe(200)
  const body = res.json()
  expect(body.overdueRequests.map((r: { requestId: number }) => r.requestId)).toEqual([
    overdueNormal,
    overdueHigh,
    overdueUrgent,
  ])
  expect(body.overdueRequests[2]).toMatchObject({
    projectId: live.id,
    title: 'Harbour Cafe',
    urgency: 'urgent',
    dueAt: '2026-12-06T23:59:59.999Z',
  })
  const deadlines = body.deadlines.filter((d: { projectId: number }) =>
    [late.id, tomorrow.id].includes(d.projectId),
  )
  expect(deadlines).toEqual([
    {
      projectId: late.id,
      title: 'Late Bakery',
      status: 'under_development',
      deliveryDate: '2026-12-04',
      late: true,
    },
    {
      projectId: tomorrow.id,
      title: 'Tomorrow Florist',
      status: 'awaiting_approval',
      deliveryDate: '2026-12-08',
      late: false,
    },
  ])
  expect(body.deadlines.map((d: { title: string }) => d.title)).not.toContain('Later Gym')
  expect(body.deadlines.map((d: { title: string }) => d.title)).not.toContain('Delivered Dentist')
})

it('is for staff only', async () => {
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/admin/projects-needing-attention' })).statusCode,
  ).toBe(401)
})

// A project's deadline as both sides read it, with a fixed clock: counted in business days from a Friday brief,
// less a studio holiday, standing still while a request for details waits for the client (over a weekend), and
// stored so the overview's lists read the same date.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { siteSettings } from '../../db/schema/site-settings'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { REQUIREMENTS } from '../../test/requirements'
import { createTestApp, type TestApp } from '../../test/test-app'

// A Friday, 10:00 in London.
const clock = fixedClock(new Date('2026-12-04T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'deadline-admin@sitecraft.test')
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload })

it('counts from a Friday brief, skips a holiday, and stands still while the studio waits on the client', async () => {
  const { user, token } = await seedCustomer(t.database.db, {}, { now: clock.now() })
  const client = bearer(token)
  const order = await seedPaidOrder(t.database.db, { userId: user.id }, {})
  const id = order.project!.id
  const setup = await post('/api/projects/setup', client, { ...REQUIREMENTS, projectId: id })
  expect(setup.statusCode).toBe(200)
  // Seven business days after Friday the 4th: Tuesday the 15th.
  let detail = (await get(`/api/dashboard/project/${id}`, client)).json()
  expect(detail.deliveryDate).toBe('2026-12-15')
  expect(detail.deadline).toMatchObject({
    dueDate: '2026-12-15',
    daysLeft: 7,
    pausedNow: null,
    businessDays: 7,
  })

  // The studio closes on Monday the 14th: no business day counts on it.
  await t.database.db
    .insert(siteSettings)
    .values({ values: { holidays: ['2026-12-14'] } })
    .onConflictDoUpdate({ target: siteSettings.id, set: { values: { holidays: ['2026-12-14'] } } })
  detail = (await get(`/api/dashboard/project/${id}`, client)).json()
  expect(detail.deadline.dueDate).toBe('2026-12-16')

  // Thursday the 10th the studio asks for details: the clock stands still, on both sides, and says why.
  clock.set(new Date('2026-12-10T11:00:00Z'))
  const admin = bearer(await signInStaff(t, 'admin', 'deadline-admin@sitecraft.test'))
  const asked = await post('/api/admin/request-details', admin, {
    projectId: id,
    requestType: 'content',
    urgency: 'normal',
    details: 'The menu, please',
    specificItems: [],
  })
  expect(asked.statusCode).toBe(200)
  detail = (await get(`/api/dashboard/project/${id}`, client)).json()
  expect(detail.deadline.pausedNow).toEqual({ cause: 'details', since: '2026-12-10T11:00:00.000Z' })
  const staffView = (await get(`/api/admin/projects/${id}`, admin)).json()
  expect(staffView.deadline).toEqual(detail.deadline)

  // The client answers on Tuesday the 15th: Thursday and Friday were waited (the weekend and the holiday never
  // counted), so the site is due two working days later than before, on Friday the 18th.
  clock.set(new Date('2026-12-15T09:30:00Z'))
  const requestId = detail.infoRequests[0].id
  const answered = await post(`/api/dashboard/project/${id}/info-requests/${requestId}/answer`, client, {
    answer: 'Attached in the thread',
  })
  expect(answered.statusCode).toBe(200)
  detail = answered.json().project
  expect(detail.deadline).toMatchObject({
    dueDate: '2026-12-18',
    pausedDays: 2,
    pausedNow: null,
    // Monday the 7th to Wednesday the 9th, and Tuesday the 15th, are used.
    daysLeft: 3,
  })
  expect(detail.deadline.pauses).toEqual([
    { cause: 'details', from: '2026-12-10T11:00:00.000Z', to: '2026-12-15T09:30:00.000Z' },
  ])
  // The stored date the lists read is the same.
  expect(detail.deliveryDate).toBe('2026-12-18')
})

import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_STATUSES, TRANSITIONS, type ProjectStatus } from '../../../shared/lifecycle'
import { users } from '../../db/schema/auth'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject, traces } from './lifecycle-fixtures'

/*
 * Every move by every role in every status: a move that applies writes exactly one timeline entry, one
 * notification and one mail to the client; one that does not answers 409 and leaves everything as it was.
 */

const clock = fixedClock(new Date('2026-11-20T10:00:00Z'))
let t: TestApp
let admin: Record<string, string>
let adminId: number
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'lifecycle-admin@studio.test')
  const token = await signInStaff(t, 'admin', 'lifecycle-admin@studio.test')
  admin = bearer(token)
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'lifecycle-admin@studio.test'))
  adminId = row!.id
})
afterAll(async () => {
  await t?.close()
})

type Seeded = Awaited<ReturnType<typeof seedClientProject>>

interface Action {
  name: string
  by: 'client' | 'admin'
  /** The statuses it moves from, and where to. */
  moves: Partial<Record<ProjectStatus, ProjectStatus>>
  /** Statuses where it succeeds without a move (adding a sample once samples are out). */
  accepts?: ProjectStatus[]
  kind?: string
  send(s: Seeded): Promise<LightMyRequestResponse>
}

const fromAll = (name: keyof typeof TRANSITIONS) =>
  Object.fromEntries(TRANSITIONS[name].from.map((s) => [s, TRANSITIONS[name].to]))

const ACTIONS: Action[] = [
  {
    name: 'select-design',
    by: 'client',
    moves: fromAll('designSelected'),
    kind: 'designSelected',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${s.project.id}/select-design`,
        headers: s.headers,
        payload: { sampleId: s.samples[0]!.id, feedback: 'Love the colours' },
      }),
  },
  {
    name: 'approve',
    by: 'client',
    moves: fromAll('approved'),
    kind: 'approved',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${s.project.id}/approve`,
        headers: s.headers,
        payload: {},
      }),
  },
  {
    name: 'request-revisions',
    by: 'client',
    moves: fromAll('revisionsRequested'),
    kind: 'revisionsRequested',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${s.project.id}/request-revisions`,
        headers: s.headers,
        payload: { revisionRequests: 'Make the logo bigger' },
      }),
  },
  {
    name: 'add the first design sample',
    by: 'admin',
    moves: fromAll('samplesPublished'),
    accepts: ['samples_ready', 'design_selected'],
    kind: 'samplesPublished',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${s.project.id}/design-samples`,
        headers: admin,
        payload: { title: 'Warm and bright', imageUrl: 'https://img.example/a.png' },
      }),
  },
  {
    name: 'submit-for-review',
    by: 'admin',
    moves: fromAll('finalReviewSubmitted'),
    kind: 'finalReviewSubmitted',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${s.project.id}/submit-for-review`,
        headers: admin,
        payload: { stagingUrl: 'https://staging.example/bakery', notes: 'Menu page done' },
      }),
  },
  {
    name: 'deliver',
    by: 'admin',
    moves: fromAll('delivered'),
    kind: 'delivered',
    send: (s) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/deliver-project',
        headers: admin,
        payload: { projectId: s.project.id, websiteUrl: 'https://bakery.example' },
      }),
  },
  ...PROJECT_STATUSES.map((to): Action => ({
    name: `PATCH status ${to}`,
    by: 'admin',
    moves: Object.fromEntries(
      PROJECT_STATUSES.filter((from) => from !== to && to !== 'delivered').map((from) => [from, to]),
    ),
    send: (s) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/projects/${s.project.id}`,
        headers: admin,
        payload: { status: to, note: 'Moved by hand' },
      }),
  })),
]

/** The named admin move the picker's move equals, if any. */
function pickerKind(from: ProjectStatus, to: ProjectStatus) {
  const named = (Object.keys(TRANSITIONS) as Array<keyof typeof TRANSITIONS>).find((n) => {
    const m = TRANSITIONS[n]
    return m.by === 'admin' && m.to === to && (m.from as readonly string[]).includes(from)
  })
  return named ?? 'status_set'
}

describe.each(ACTIONS)('$name', (action) => {
  it.each(PROJECT_STATUSES)('from %s', async (from) => {
    const s = await seedClientProject(t, from, { samples: action.name === 'select-design' ? 2 : 0 })
    const before = await traces(t, s.project.id, s.user.email)
    const res = await action.send(s)
    const after = await traces(t, s.project.id, s.user.email)
    const to = action.moves[from]
    if (to) {
      expect(res.statusCode, res.body).toBe(200)
      expect(after.row.status).toBe(to)
      expect(after.events).toHaveLength(1)
      expect(after.events[0]).toMatchObject({
        kind: action.kind ?? pickerKind(from, to),
        actorRole: action.by,
        actorUserId: action.by === 'admin' ? adminId : s.user.id,
        fromStatus: from,
        toStatus: to,
      })
      expect(after.notes).toHaveLength(1)
      expect(after.notes[0]).toMatchObject({ userId: s.user.id, type: 'order_update' })
      expect(after.mails).toHaveLength(1)
    } else if (action.accepts?.includes(from)) {
      expect(res.statusCode, res.body).toBe(200)
      expect(after.row.status).toBe(from)
      expect(after.events).toHaveLength(0)
      expect(after.notes).toHaveLength(0)
      expect(after.mails).toHaveLength(0)
    } else {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toMatch(/\w+ \w+/)
      expect(after).toEqual(before)
    }
  })
})

describe('who may call what', () => {
  it('refuses admin endpoints to a customer (403) and to nobody (401), and client endpoints to an admin', async () => {
    const s = await seedClientProject(t, 'samples_ready', { samples: 1 })
    const id = s.project.id
    const sampleId = s.samples[0]!.id
    const adminCalls: Array<[string, string, object?]> = [
      ['GET', '/api/admin/projects'],
      ['GET', `/api/admin/projects/${id}`],
      ['PATCH', `/api/admin/projects/${id}`, { status: 'completed' }],
      ['GET', `/api/admin/projects/${id}/design-samples`],
      [
        'POST',
        `/api/admin/projects/${id}/design-samples`,
        { title: 'A', imageUrl: 'https://img.example/a.png' },
      ],
      ['PUT', `/api/admin/design-samples/${sampleId}`, { title: 'A', imageUrl: 'https://img.example/a.png' }],
      ['DELETE', `/api/admin/design-samples/${sampleId}`],
      ['POST', `/api/admin/projects/${id}/submit-for-review`, { stagingUrl: 'https://s.example' }],
      ['POST', '/api/admin/deliver-project', { projectId: id, websiteUrl: 'https://w.example' }],
      ['POST', '/api/admin/request-details', { projectId: id, details: 'Your opening hours' }],
      ['POST', '/api/admin/notifications', { userId: null, title: 'Hi', message: 'Hello' }],
    ]
    const clientCalls: Array<[string, string, object?]> = [
      ['GET', '/api/dashboard/projects'],
      ['GET', `/api/dashboard/project/${id}`],
      ['GET', `/api/projects/${id}/design-samples`],
      ['POST', `/api/projects/${id}/select-design`, { sampleId }],
      ['POST', `/api/projects/${id}/approve`, {}],
      ['POST', `/api/projects/${id}/request-revisions`, { revisionRequests: 'More blue' }],
    ]
    const call = (headers: Record<string, string>, [method, url, payload]: [string, string, object?]) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload } : {}),
      })
    for (const c of adminCalls) {
      expect((await call(s.headers, c)).statusCode, c.join(' ')).toBe(403)
      expect((await call({}, c)).statusCode, c.join(' ')).toBe(401)
    }
    for (const c of clientCalls) {
      expect((await call(admin, c)).statusCode, c.join(' ')).toBe(403)
      expect((await call({}, c)).statusCode, c.join(' ')).toBe(401)
    }
    const after = await traces(t, id, s.user.email)
    expect(after.row.status).toBe('samples_ready')
    expect(after.events).toHaveLength(0)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_STATUSES } from '../../../shared/lifecycle'
import { notifications } from '../../db/schema/notifications'
import { projectEvents, projects } from '../../db/schema/projects'
import { fixedClock } from '../../lib/clock'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { describeOnPostgres } from '../../test/postgres-only'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedClientProject, traces } from './lifecycle-fixtures'

const clock = fixedClock(new Date('2026-01-31T10:00:00Z'))
let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  await createStaff(t, 'admin', 'projects-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'projects-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload })
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

describe('the client side', () => {
  it("answers 404 for another customer's project, samples and sample ids", async () => {
    const mine = await seedClientProject(t, 'samples_ready', { samples: 1 })
    const theirs = await seedClientProject(t, 'samples_ready', { samples: 1 })
    expect((await get(`/api/dashboard/project/${theirs.project.id}`, mine.headers)).statusCode).toBe(404)
    expect((await get(`/api/projects/${theirs.project.id}/design-samples`, mine.headers)).statusCode).toBe(
      404,
    )
    for (const action of ['approve', 'request-revisions']) {
      const res = await post(`/api/projects/${theirs.project.id}/${action}`, mine.headers, {
        revisionRequests: 'x',
      })
      expect(res.statusCode).toBe(404)
    }
    const foreignProject = await post(`/api/projects/${theirs.project.id}/select-design`, mine.headers, {
      sampleId: theirs.samples[0]!.id,
    })
    expect(foreignProject.statusCode).toBe(404)
    // Their sample offered for my project is not found either, and nothing moves.
    const foreignSample = await post(`/api/projects/${mine.project.id}/select-design`, mine.headers, {
      sampleId: theirs.samples[0]!.id,
    })
    expect(foreignSample.statusCode).toBe(404)
    expect(foreignSample.json().message).toBe('Design sample not found')
    expect((await traces(t, mine.project.id, mine.user.email)).row.status).toBe('samples_ready')
    expect((await traces(t, theirs.project.id, theirs.user.email)).events).toHaveLength(0)
  })

  it('takes an approval sent with no body at all as an empty one', async () => {
    const s = await seedClientProject(t, 'awaiting_approval')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${s.project.id}/approve`,
      headers: s.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().project.status).toBe('completed')
  })

  it.each(PROJECT_STATUSES)(
    'lets the client read the design samples in %s only when they are out',
    async (status) => {
      const s = await seedClientProject(t, status, { samples: 2 })
      const res = await get(`/api/projects/${s.project.id}/design-samples`, s.headers)
      if (['samples_ready', 'design_selected', 'under_development'].includes(status)) {
        expect(res.statusCode).toBe(200)
        expect(res.json().map((x: { title: string }) => x.title)).toEqual(['Design 1', 'Design 2'])
      } else {
        expect(res.statusCode).toBe(409)
        expect(res.json().message).toBe('Design samples are not available for this project yet.')
      }
    },
  )

  it('keeps the choice and its feedback, omits blank feedback, and shows the timeline oldest first', async () => {
    const s = await seedClientProject(t, 'samples_ready', { samples: 2 })
    const res = await post(`/api/projects/${s.project.id}/select-design`, s.headers, {
      sampleId: s.samples[1]!.id,
      feedback: '   ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      project: { status: 'design_selected', statusLabel: 'Design Selected', progress: 60 },
    })
    const after = await traces(t, s.project.id, s.user.email)
    expect(after.samples.find((x) => x.id === s.samples[1]!.id)).toMatchObject({
      isSelected: true,
      clientFeedback: null,
    })
    expect(after.samples.find((x) => x.id === s.samples[0]!.id)!.isSelected).toBe(false)
    expect(after.events[0]!.note).toContain('Design 2')
    expect(after.mails[0]!.subject).toContain('Design Selected')

    // The admin starts building, the site goes for review, the client asks for changes: the detail reads in order.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${s.project.id}`,
      headers: admin,
      payload: { status: 'in_progress', note: 'Building now' },
    })
    await post(`/api/admin/projects/${s.project.id}/submit-for-review`, admin, {
      stagingUrl: 'https://staging.example/one',
    })
    const detail = (await get(`/api/dashboard/project/${s.project.id}`, s.headers)).json()
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'designSelected',
      'developmentStarted',
      'finalReviewSubmitted',
    ])
    expect(detail).toMatchObject({ status: 'awaiting_approval', stagingUrl: 'https://staging.example/one' })
    expect(detail.finalReviewSubmittedAt).toBe(clock.now().toISOString())
    const review = (await traces(t, s.project.id, s.user.email)).mails.at(-1)!
    expect(review.subject).toContain('ready for your review')
    expect(review.text).toContain('Preview: https://staging.example/one')
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.user.id))
    expect(notes.find((n) => n.title === 'Development started')!.message).toContain('Building now')
  })

  it('starts a third revision round once its invoice is paid, flagged billable on the timeline, in the studio mail and in the admin list', async () => {
    const s = await seedClientProject(t, 'awaiting_approval', {
      project: { revisionRounds: 2, revisionRequests: 'Earlier changes' },
    })
    const res = await post(`/api/projects/${s.project.id}/request-revisions`, s.headers, {
      revisionRequests: '  Swap the hero photo  ',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().project).toMatchObject({ status: 'awaiting_approval', revisionRounds: 2 })
    const invoiceId = res.json().project.revisionHistory[0].invoice.id
    const intent = await post(`/api/dashboard/invoices/${invoiceId}/pay`, s.headers, { keepCard: false })
    const paid = await post(`/api/dashboard/invoices/${invoiceId}/test-confirm`, s.headers, {
      clientSecret: intent.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    })
    expect(paid.json()).toMatchObject({ status: 'succeeded' })
    await t.flushMail()
    const after = await traces(t, s.project.id, s.user.email)
    expect(after.row).toMatchObject({
      status: 'under_development',
      revisionRounds: 3,
      revisionRequests: 'Swap the hero photo',
    })
    expect(after.events[0]!.note).toMatch(/round 3 \(paid by invoice INV-/i)
    const studio = await traces(t, s.project.id, t.config.studioEmail)
    expect(
      studio.mails.some((m) => m.kind === 'revisions-received' && /paid revisions/i.test(m.subject)),
    ).toBe(true)
    const list = (await get('/api/admin/projects?status=under_development&pageSize=100', admin)).json()
    expect(list.items.find((p: { id: number }) => p.id === s.project.id)).toMatchObject({
      billableRevisions: true,
      revisionRounds: 3,
    })

    const second = await seedClientProject(t, 'awaiting_approval', { project: { revisionRounds: 1 } })
    await post(`/api/projects/${second.project.id}/request-revisions`, second.headers, {
      revisionRequests: 'Tweak',
    })
    const detail = (await get(`/api/admin/projects/${second.project.id}`, admin)).json()
    expect(detail).toMatchObject({ revisionRounds: 2, billableRevisions: false })
    expect(detail.events[0].note).toMatch(/included/)
  })

  it('refuses an empty revision request with the form’s message', async () => {
    const s = await seedClientProject(t, 'awaiting_approval')
    const res = await post(`/api/projects/${s.project.id}/request-revisions`, s.headers, {
      revisionRequests: '  ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please describe the changes you would like')
  })
})

describeOnPostgres('racing requests (PostgreSQL)', () => {
  it('accepts one of 10 parallel design choices and one of 10 parallel approvals', async () => {
    const s = await seedClientProject(t, 'samples_ready', { samples: 3 })
    const choices = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(`/api/projects/${s.project.id}/select-design`, s.headers, { sampleId: s.samples[i % 3]!.id }),
      ),
    )
    expect(choices.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(choices.filter((r) => r.statusCode === 409)).toHaveLength(9)
    let after = await traces(t, s.project.id, s.user.email)
    expect(after.events).toHaveLength(1)
    expect(after.samples.filter((x) => x.isSelected)).toHaveLength(1)

    await t.database.db
      .update(projects)
      .set({ status: 'awaiting_approval' })
      .where(eq(projects.id, s.project.id))
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () => post(`/api/projects/${s.project.id}/approve`, s.headers)),
    )
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(9)
    after = await traces(t, s.project.id, s.user.email)
    expect(after.events.filter((e) => e.kind === 'approved')).toHaveLength(1)
    expect(after.notes).toHaveLength(2)
    expect(after.mails).toHaveLength(2)
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, s.project.id))
    expect(events).toHaveLength(2)
  })
})

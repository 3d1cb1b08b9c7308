// Design samples come in rounds and versions: the client who likes none of a round asks for new designs with
// feedback (the project goes back to the studio, and only the new round may be chosen); a new picture of a sample
// is a new version, the earlier one kept with the pins that were placed on it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema/jobs'
import { designSamples } from '../../db/schema/projects'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'rounds-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'rounds-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

/** A client's project showing one round of two samples. */
async function showingSamples() {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(t.database.db, { userId: user.id }, { projectStatus: 'samples_ready' })
  const projectId = order.project!.id
  const samples = await t.database.db
    .insert(designSamples)
    .values([
      { projectId, title: 'Calm', imageUrl: 'https://designs.example/calm.png' },
      { projectId, title: 'Bold', imageUrl: 'https://designs.example/bold.png' },
    ])
    .returning()
  return { headers: bearer(token), projectId, sampleIds: samples.map((s) => s.id) as [number, number] }
}

const studioMails = async (kind: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (j) => (j.payload as { kind?: string }).kind === kind,
  )

describe('design rounds', () => {
  it('takes the client back to the studio with their feedback, and lets them choose only from the new round', async () => {
    const p = await showingSamples()
    const ask = `/api/projects/${p.projectId}/request-new-designs`
    const blank = await inject('POST', ask, p.headers, { feedback: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('Please tell our designers what to change')

    const mailsBefore = (await studioMails('new-designs-requested')).length
    const asked = await inject('POST', ask, p.headers, {
      feedback: 'Warmer colours, and a bigger menu button.',
    })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().message).toBe('Thank you! Our designers will prepare new designs with your feedback.')
    expect(asked.json().project).toMatchObject({ status: 'pending_design', designRound: 2 })
    expect(asked.json().project.events.at(-1)).toMatchObject({
      fromStatus: 'samples_ready',
      toStatus: 'pending_design',
      note: 'Asked for new designs (round 2): Warmer colours, and a bigger menu button.',
    })
    expect(await studioMails('new-designs-requested')).toHaveLength(mailsBefore + 1)
    // The first round stays in view while the studio prepares the next.
    const meanwhile = await inject('GET', `/api/projects/${p.projectId}/design-samples`, p.headers)
    expect(meanwhile.statusCode).toBe(200)
    expect(meanwhile.json()).toHaveLength(2)
    // Asked once: the project is no longer showing samples to choose from.
    const again = await inject('POST', ask, p.headers, { feedback: 'More' })
    expect(again.statusCode).toBe(409)

    // The studio publishes the second round: the project shows samples again, the new one in round 2.
    const added = await inject('POST', `/api/admin/projects/${p.projectId}/design-samples`, admin, {
      title: 'Warm',
      imageUrl: 'https://designs.example/warm.png',
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().sample).toMatchObject({ round: 2, version: 1, versions: [] })
    const warm = added.json().sample.id as number
    const listed = await inject('GET', `/api/projects/${p.projectId}/design-samples`, p.headers)
    expect(listed.json().map((s: { title: string; round: number }) => [s.title, s.round])).toEqual([
      ['Calm', 1],
      ['Bold', 1],
      ['Warm', 2],
    ])

    // A sample of the earlier round cannot be chosen any more; the new one can.
    const old = await inject('POST', `/api/projects/${p.projectId}/select-design`, p.headers, {
      sampleId: p.sampleIds[0],
    })
    expect(old.statusCode).toBe(409)
    expect(old.json().message).toBe(
      'This design belongs to an earlier round. Please choose one of the latest designs.',
    )
    const chosen = await inject('POST', `/api/projects/${p.projectId}/select-design`, p.headers, {
      sampleId: warm,
    })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().project.status).toBe('design_selected')
  })

  it("refuses another customer's project (404) and a project not showing samples (409)", async () => {
    const p = await showingSamples()
    const stranger = await seedCustomer(t.database.db)
    const theirs = await inject(
      'POST',
      `/api/projects/${p.projectId}/request-new-designs`,
      bearer(stranger.token),
      {
        feedback: 'Not mine',
      },
    )
    expect(theirs.statusCode).toBe(404)
    const { user, token } = await seedCustomer(t.database.db)
    const building = await seedPaidOrder(
      t.database.db,
      { userId: user.id },
      { projectStatus: 'under_development' },
    )
    const late = await inject(
      'POST',
      `/api/projects/${building.project!.id}/request-new-designs`,
      bearer(token),
      {
        feedback: 'Too late?',
      },
    )
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('This project is not waiting for a design choice.')
  })
})

describe('sample versions', () => {
  it('keeps the earlier picture with its pins when the studio publishes a new one, and corrects words in place', async () => {
    const p = await showingSamples()
    const [calm] = p.sampleIds
    const client = `/api/dashboard/project/${p.projectId}`
    const firstPin = await inject('POST', `${client}/design-samples/${calm}/comments`, p.headers, {
      x: 5000,
      y: 2000,
      body: 'The header is too dark',
    })
    expect(firstPin.json().comment).toMatchObject({ number: 1, sampleVersion: 1 })

    // Words alone: corrected in place, no new version.
    const typo = await inject('PUT', `/api/admin/design-samples/${calm}`, admin, {
      title: 'Calm blue',
      imageUrl: 'https://designs.example/calm.png',
    })
    expect(typo.statusCode).toBe(200)
    expect(typo.json().message).toBe('Design sample updated')
    expect(typo.json().sample).toMatchObject({ title: 'Calm blue', version: 1, versions: [] })

    // A new picture: version 2, the first kept as it was shown.
    const redrawn = await inject('PUT', `/api/admin/design-samples/${calm}`, admin, {
      title: 'Calm blue',
      imageUrl: 'https://designs.example/calm-v2.png',
      designNotes: 'A lighter header, as you asked.',
    })
    expect(redrawn.statusCode).toBe(200)
    expect(redrawn.json().message).toBe('New version published; the earlier one is kept with its comments')
    expect(redrawn.json().sample).toMatchObject({
      version: 2,
      imageUrl: 'https://designs.example/calm-v2.png',
      versions: [
        {
          version: 1,
          title: 'Calm blue',
          imageUrl: 'https://designs.example/calm.png',
          designNotes: '',
          publishedAt: expect.any(String),
          replacedAt: expect.any(String),
        },
      ],
    })

    // A pin now goes on version 2; the first stays on version 1, and a reply keeps its pin's version.
    const secondPin = await inject('POST', `${client}/design-samples/${calm}/comments`, p.headers, {
      x: 5000,
      y: 2000,
      body: 'Much better',
    })
    expect(secondPin.json().comment).toMatchObject({ number: 2, sampleVersion: 2 })
    await inject('POST', `${client}/design-comments/${firstPin.json().comment.id}/replies`, p.headers, {
      body: 'Fixed in version 2',
    })
    const comments = (await inject('GET', `/api/admin/projects/${p.projectId}/design-comments`, admin)).json()
      .comments as Array<{ number: number; sampleVersion: number; replies: unknown[] }>
    expect(comments.map((c) => [c.number, c.sampleVersion, c.replies.length])).toEqual([
      [1, 1, 1],
      [2, 2, 0],
    ])
    // Both sides read the same history.
    const listed = (await inject('GET', `/api/projects/${p.projectId}/design-samples`, p.headers)).json()
    expect(listed[0]).toEqual(redrawn.json().sample)
  })
})

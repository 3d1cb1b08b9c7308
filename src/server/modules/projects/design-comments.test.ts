// Comments pinned on a point of a design sample: numbered on their sample (two at once are 1 and 2), replied to
// and resolved from either side; a client sees and pins only on their own project once its samples are shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { designSamples } from '../../db/schema/projects'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { itOnPostgres } from '../../test/postgres-only'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'pins-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'pins-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload })
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

/** A client's project with two samples to choose from. */
async function withSamples(status = 'samples_ready') {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(t.database.db, { userId: user.id }, { projectStatus: status as never })
  const projectId = order.project!.id
  const samples = await t.database.db
    .insert(designSamples)
    .values([
      { projectId, title: 'Calm', imageUrl: 'https://designs.example/calm.png' },
      { projectId, title: 'Bold', imageUrl: 'https://designs.example/bold.png' },
    ])
    .returning()
  return {
    headers: bearer(token),
    projectId,
    sampleIds: samples.map((s) => s.id),
    client: `/api/dashboard/project/${projectId}`,
    staff: `/api/admin/projects/${projectId}`,
  }
}

describe('pinned comments on a design', () => {
  it('numbers pins per sample, takes replies and resolves on both sides', async () => {
    const p = await withSamples()
    const [calm, bold] = p.sampleIds as [number, number]
    const first = await post(`${p.client}/design-samples/${calm}/comments`, p.headers, {
      x: 2500,
      y: 1000,
      body: 'Could the logo be larger?',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().comment).toMatchObject({
      number: 1,
      x: 2500,
      y: 1000,
      author: 'client',
      sampleId: calm,
    })
    const second = await post(`${p.client}/design-samples/${calm}/comments`, p.headers, {
      x: 8000,
      y: 9000,
      body: 'Love this footer',
    })
    expect(second.json().comment.number).toBe(2)
    // Each sample counts its own pins.
    const other = await post(`${p.staff}/design-samples/${bold}/comments`, admin, {
      x: 0,
      y: 10000,
      body: 'Note',
    })
    expect(other.json().comment).toMatchObject({ number: 1, author: 'studio' })

    const pinId = first.json().comment.id
    const replied = await post(`${p.staff}/design-comments/${pinId}/replies`, admin, {
      body: 'Yes, we will double it.',
    })
    expect(replied.json().comment.replies).toMatchObject([
      { author: 'studio', body: 'Yes, we will double it.' },
    ])
    const resolved = await post(`${p.client}/design-comments/${pinId}/resolve`, p.headers, { resolved: true })
    expect(resolved.json().comment.resolvedAt).not.toBeNull()

    const seen = (await get(`${p.client}/design-comments`, p.headers)).json().comments
    expect(seen.map((c: { number: number; sampleId: number }) => [c.sampleId, c.number])).toEqual([
      [calm, 1],
      [calm, 2],
      [bold, 1],
    ])
    expect(seen[0].replies[0].authorName).not.toContain('@')
    const reopened = await post(`${p.staff}/design-comments/${pinId}/resolve`, admin, { resolved: false })
    expect(reopened.json().comment.resolvedAt).toBeNull()
  })

  it("shows another customer nothing, and refuses a point off the picture or another project's sample", async () => {
    const p = await withSamples()
    const q = await withSamples()
    const pin = await post(`${p.client}/design-samples/${p.sampleIds[0]}/comments`, p.headers, {
      x: 10,
      y: 10,
      body: 'Mine',
    })
    const pinId = pin.json().comment.id
    for (const res of [
      await get(`${p.client}/design-comments`, q.headers),
      await post(`${p.client}/design-samples/${p.sampleIds[0]}/comments`, q.headers, {
        x: 1,
        y: 1,
        body: 'x',
      }),
      await post(`${p.client}/design-comments/${pinId}/replies`, q.headers, { body: 'Let me in' }),
      await post(`${p.client}/design-comments/${pinId}/resolve`, q.headers, { resolved: true }),
      // Their own project, the other's comment.
      await post(`${q.client}/design-comments/${pinId}/replies`, q.headers, { body: 'Sideways' }),
      // Their own project, the other's sample.
      await post(`${q.client}/design-samples/${p.sampleIds[0]}/comments`, q.headers, {
        x: 1,
        y: 1,
        body: 'x',
      }),
    ])
      expect(res.statusCode).toBe(404)
    const off = await post(`${p.client}/design-samples/${p.sampleIds[0]}/comments`, p.headers, {
      x: 10_001,
      y: 5,
      body: 'Off the edge',
    })
    expect(off.statusCode).toBe(400)
    expect(off.json().message).toBe('Please click on the design where your comment applies')
    const empty = await post(`${p.client}/design-comments/${pinId}/replies`, p.headers, { body: ' ' })
    expect(empty.json().message).toBe('Please write your reply')
  })

  it('lets the client pin only once the samples are shown to them', async () => {
    const p = await withSamples('pending_design')
    expect((await get(`${p.client}/design-comments`, p.headers)).json()).toEqual({ comments: [] })
    const early = await post(`${p.client}/design-samples/${p.sampleIds[0]}/comments`, p.headers, {
      x: 1,
      y: 1,
      body: 'Too soon',
    })
    expect(early.statusCode).toBe(409)
    // Staff comment on their drafts.
    expect(
      (
        await post(`${p.staff}/design-samples/${p.sampleIds[0]}/comments`, admin, {
          x: 1,
          y: 1,
          body: 'Draft',
        })
      ).statusCode,
    ).toBe(200)
  })

  itOnPostgres('numbers ten pins sent at once 1 to 10', async () => {
    const p = await withSamples()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(`${p.client}/design-samples/${p.sampleIds[0]}/comments`, p.headers, {
          x: i,
          y: i,
          body: `Pin ${i}`,
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect(answers.map((a) => a.json().comment.number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })
})

// Screenshots of the staging site sent with a review request: kept with the request (nothing when one file is
// refused), opened to the client whose project it is, and pinned with numbered comments on both sides while the
// site waits for the client's review.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewScreenshots } from '../../db/schema/projects'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { pdfFile } from '../../test/documents'
import { pngWith } from '../../test/images'
import { itOnPostgres } from '../../test/postgres-only'
import { createTestApp, type TestApp } from '../../test/test-app'
import { uploadFile } from '../../test/uploads'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'review-shots-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'review-shots-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

async function upload(headers: Record<string, string>, name: string, bytes: Buffer, type: string) {
  const res = await uploadFile(t, headers, { url: '/api/uploads/attachments', name, type, bytes })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id as number
}
const screenshot = (name: string, fill = 1) =>
  upload(admin, name, pngWith(Buffer.alloc(64, fill)), 'image/png')

/** A client's project being built, and its review request with `shots` screenshots. */
async function sentForReview(shots: number) {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(
    t.database.db,
    { userId: user.id },
    { projectStatus: 'under_development' },
  )
  const projectId = order.project!.id
  const ids = []
  for (let i = 0; i < shots; i++) ids.push(await screenshot(`page-${i + 1}.png`, i + 1))
  const res = await inject('POST', `/api/admin/projects/${projectId}/submit-for-review`, admin, {
    stagingUrl: 'https://staging.example/bakery',
    screenshotUploadIds: ids,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { headers: bearer(token), projectId, uploadIds: ids }
}

describe('review screenshots', () => {
  it('are kept with the review request, shown on both sides and opened to the client alone', async () => {
    const p = await sentForReview(2)
    const mine = (await inject('GET', `/api/dashboard/project/${p.projectId}`, p.headers)).json()
    expect(mine.status).toBe('awaiting_approval')
    expect(mine.reviewScreenshots).toMatchObject([
      { reviewRound: 1, file: { uploadId: p.uploadIds[0], name: 'page-1.png', contentType: 'image/png' } },
      { reviewRound: 1, file: { uploadId: p.uploadIds[1], name: 'page-2.png' } },
    ])
    const staff = (await inject('GET', `/api/admin/projects/${p.projectId}`, admin)).json()
    expect(staff.reviewScreenshots).toEqual(mine.reviewScreenshots)
    // The client opens the studio's upload because it is their project's screenshot; another customer cannot.
    expect((await inject('GET', `/api/uploads/${p.uploadIds[0]}`, p.headers)).statusCode).toBe(200)
    const stranger = await seedCustomer(t.database.db)
    expect((await inject('GET', `/api/uploads/${p.uploadIds[0]}`, bearer(stranger.token))).statusCode).toBe(
      404,
    )
  })

  it('refuses a file that is not a picture, or not the sender’s, and keeps nothing of that request', async () => {
    const { user, token } = await seedCustomer(t.database.db)
    const order = await seedPaidOrder(
      t.database.db,
      { userId: user.id },
      { projectStatus: 'under_development' },
    )
    const projectId = order.project!.id
    const shot = await screenshot('home.png')
    const pdf = await upload(admin, 'notes.pdf', pdfFile('notes'), 'application/pdf')
    const notPicture = await inject('POST', `/api/admin/projects/${projectId}/submit-for-review`, admin, {
      stagingUrl: 'https://staging.example/bakery',
      screenshotUploadIds: [shot, pdf],
    })
    expect(notPicture.statusCode).toBe(400)
    expect(notPicture.json().message).toBe(
      'Screenshots must be pictures (PNG, JPEG, WebP or GIF). Please upload them again.',
    )
    const clients = await upload(bearer(token), 'mine.png', pngWith(Buffer.alloc(16, 9)), 'image/png')
    const notTheirs = await inject('POST', `/api/admin/projects/${projectId}/submit-for-review`, admin, {
      stagingUrl: 'https://staging.example/bakery',
      screenshotUploadIds: [clients],
    })
    expect(notTheirs.statusCode).toBe(400)
    expect(notTheirs.json().message).toBe('Please upload the screenshot again')
    const detail = (await inject('GET', `/api/admin/projects/${projectId}`, admin)).json()
    expect(detail.status).toBe('under_development')
    expect(detail.reviewScreenshots).toEqual([])
    expect(
      await t.database.db.select().from(reviewScreenshots).where(eq(reviewScreenshots.projectId, projectId)),
    ).toEqual([])
  })

  it('take numbered pins from both sides during the review, and none from the client after it', async () => {
    const p = await sentForReview(1)
    const shotId = (await inject('GET', `/api/dashboard/project/${p.projectId}`, p.headers)).json()
      .reviewScreenshots[0].id as number
    const clientPin = await inject(
      'POST',
      `/api/dashboard/project/${p.projectId}/review-screenshots/${shotId}/comments`,
      p.headers,
      { x: 1200, y: 300, body: 'The phone number is wrong here' },
    )
    expect(clientPin.statusCode).toBe(200)
    expect(clientPin.json().comment).toMatchObject({
      number: 1,
      screenshotId: shotId,
      sampleId: null,
      author: 'client',
    })
    const staffPin = await inject(
      'POST',
      `/api/admin/projects/${p.projectId}/review-screenshots/${shotId}/comments`,
      admin,
      { x: 9000, y: 9000, body: 'Footer checked' },
    )
    expect(staffPin.json().comment.number).toBe(2)
    const replied = await inject(
      'POST',
      `/api/admin/projects/${p.projectId}/design-comments/${clientPin.json().comment.id}/replies`,
      admin,
      { body: 'Fixed on staging.' },
    )
    expect(replied.json().comment.replies).toHaveLength(1)
    const listed = (
      await inject('GET', `/api/dashboard/project/${p.projectId}/design-comments`, p.headers)
    ).json()
    expect(listed.comments.map((c: { number: number }) => c.number)).toEqual([1, 2])

    // Another customer, and another project's screenshot: not found.
    const stranger = await seedCustomer(t.database.db)
    const theirs = await inject(
      'POST',
      `/api/dashboard/project/${p.projectId}/review-screenshots/${shotId}/comments`,
      bearer(stranger.token),
      { x: 1, y: 1, body: 'Hi' },
    )
    expect(theirs.statusCode).toBe(404)
    const other = await sentForReview(1)
    const elsewhere = await inject(
      'POST',
      `/api/dashboard/project/${other.projectId}/review-screenshots/${shotId}/comments`,
      other.headers,
      { x: 1, y: 1, body: 'Hi' },
    )
    expect(elsewhere.statusCode).toBe(404)

    // Approved: the review is over for the client, the pins stay in view.
    expect((await inject('POST', `/api/projects/${p.projectId}/approve`, p.headers, {})).statusCode).toBe(200)
    const late = await inject(
      'POST',
      `/api/dashboard/project/${p.projectId}/review-screenshots/${shotId}/comments`,
      p.headers,
      { x: 5000, y: 5000, body: 'One more thing' },
    )
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(
      'Comments on the screenshots can be added while the website waits for your review.',
    )
    const after = (
      await inject('GET', `/api/dashboard/project/${p.projectId}/design-comments`, p.headers)
    ).json()
    expect(after.comments).toHaveLength(2)
  })

  itOnPostgres('numbers ten pins sent at once 1 to 10', async () => {
    const p = await sentForReview(1)
    const shotId = (await inject('GET', `/api/admin/projects/${p.projectId}`, admin)).json()
      .reviewScreenshots[0].id as number
    const pins = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inject(
          'POST',
          `/api/dashboard/project/${p.projectId}/review-screenshots/${shotId}/comments`,
          p.headers,
          {
            x: i * 1000,
            y: 5000,
            body: `Pin ${i}`,
          },
        ),
      ),
    )
    expect(pins.every((r) => r.statusCode === 200)).toBe(true)
    expect(pins.map((r) => r.json().comment.number as number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })
})

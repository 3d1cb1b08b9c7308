// The client answers a request for details in the product: text and files close it once, the studio is told, and
// nobody else can answer or read it. When an open request counts as unanswered, by its urgency.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { infoRequestDueAt } from '../../../shared/states'
import { jobs } from '../../db/schema/jobs'
import { projects } from '../../db/schema/projects'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, newCustomer, openCheckout, payByTestCard } from '../../test/checkout'
import { pngWith } from '../../test/images'
import { itOnPostgres } from '../../test/postgres-only'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pdfFile, zipFile } from '../../test/documents'
import { uploadFile, uploadPng } from '../../test/uploads'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'answers-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'answers-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const inject = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

/** A paid project with one request for details the studio sent. */
async function askedProject() {
  const checkout = await openCheckout(t, BAKERY_ORDER)
  expect((await payByTestCard(t, checkout.headers, checkout.clientSecret)).statusCode).toBe(200)
  const [project] = await t.database.db.select().from(projects).where(eq(projects.orderId, checkout.orderId))
  const asked = await inject('POST', '/api/admin/request-details', admin, {
    projectId: project!.id,
    requestType: 'content',
    urgency: 'high',
    details: 'Please send the menu and a photo of the shop front',
    specificItems: ['content_text', 'images_photos'],
  })
  expect(asked.statusCode).toBe(200)
  const detail = (await inject('GET', `/api/dashboard/project/${project!.id}`, checkout.headers)).json()
  return { headers: checkout.headers, projectId: project!.id, requestId: detail.infoRequests[0].id as number }
}

async function uploadImage(headers: Record<string, string>, name: string) {
  const res = await uploadPng(t, headers, name, pngWith(Buffer.alloc(32, 3)))
  expect(res.statusCode).toBe(200)
  return res.json().id as number
}

const answerUrl = (projectId: number, requestId: number) =>
  `/api/dashboard/project/${projectId}/info-requests/${requestId}/answer`

describe('answering a request for details', () => {
  it('closes the request with the answer and its file, on both sides, and tells the studio', async () => {
    const { headers, projectId, requestId } = await askedProject()
    const open = (await inject('GET', `/api/admin/projects/${projectId}`, admin)).json().infoRequests[0]
    expect(open).toMatchObject({ answer: null, answeredAt: null, attachments: [] })
    // High urgency: a day to answer.
    expect(new Date(open.dueAt).getTime() - new Date(open.createdAt).getTime()).toBe(24 * 3_600_000)

    const photo = await uploadImage(headers, 'shop-front.png')
    const res = await inject('POST', answerUrl(projectId, requestId), headers, {
      answer: 'The menu is below; the photo is attached.\nSoups, breads, cakes.',
      uploadIds: [photo],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Thank you! The studio has your answer.')
    const answered = res.json().project.infoRequests[0]
    expect(answered).toMatchObject({
      answer: 'The menu is below; the photo is attached.\nSoups, breads, cakes.',
      answeredAt: expect.any(String),
      attachments: [{ uploadId: photo, name: 'shop-front.png' }],
    })
    const staff = (await inject('GET', `/api/admin/projects/${projectId}`, admin)).json()
    expect(staff.infoRequests[0]).toEqual(answered)
    expect(staff.events.map((e: { kind: string }) => e.kind)).toContain('details_answered')
    // The studio sees the file too.
    expect((await inject('GET', `/api/uploads/${photo}`, admin)).statusCode).toBe(200)
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))
    expect(mails.filter((j) => (j.payload as { kind?: string }).kind === 'details-answered')).toHaveLength(1)

    // Answered once: a second answer is refused and changes nothing.
    const again = await inject('POST', answerUrl(projectId, requestId), headers, { answer: 'Something else' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This request has already been answered.')
  })

  it('takes a PDF and a zip sent as attachments, named, typed and sized on both sides', async () => {
    const { headers, projectId, requestId } = await askedProject()
    const menu = pdfFile('menu')
    const photos = zipFile('shop.txt', 'photos')
    const sent = await Promise.all([
      uploadFile(t, headers, {
        url: '/api/uploads/attachments',
        name: 'menu.pdf',
        type: 'application/pdf',
        bytes: menu,
      }),
      uploadFile(t, headers, {
        url: '/api/uploads/attachments',
        name: 'photos.zip',
        type: 'application/zip',
        bytes: photos,
      }),
    ])
    const [pdfId, zipId] = sent.map((r) => {
      expect(r.statusCode).toBe(200)
      return r.json().id as number
    })
    const res = await inject('POST', answerUrl(projectId, requestId), headers, {
      answer: 'The menu and the photos.',
      uploadIds: [pdfId, zipId],
    })
    expect(res.statusCode).toBe(200)
    const files = [
      {
        uploadId: pdfId,
        name: 'menu.pdf',
        contentType: 'application/pdf',
        size: menu.length,
        url: `/api/uploads/${pdfId}`,
      },
      {
        uploadId: zipId,
        name: 'photos.zip',
        contentType: 'application/zip',
        size: photos.length,
        url: `/api/uploads/${zipId}`,
      },
    ]
    expect(res.json().project.infoRequests[0].attachments).toEqual(files)
    const staff = (await inject('GET', `/api/admin/projects/${projectId}`, admin)).json()
    expect(staff.infoRequests[0].attachments).toEqual(files)
    const opened = await inject('GET', `/api/uploads/${pdfId}`, admin)
    expect(opened.statusCode).toBe(200)
    expect(opened.rawPayload.equals(menu)).toBe(true)
  })

  it('refuses an empty answer (400), a file that is not theirs (400), and another customer (404)', async () => {
    const { headers, projectId, requestId } = await askedProject()
    const empty = await inject('POST', answerUrl(projectId, requestId), headers, { answer: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Please write your answer')
    const stranger = await newCustomer(t)
    const theirs = await uploadImage(stranger.headers, 'theirs.png')
    const foreign = await inject('POST', answerUrl(projectId, requestId), headers, {
      answer: 'Here it is',
      uploadIds: [theirs],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('One of your files was not found. Please upload it again.')
    const other = await inject('POST', answerUrl(projectId, requestId), stranger.headers, { answer: 'Mine' })
    expect(other.statusCode).toBe(404)
    expect((await inject('POST', answerUrl(projectId, 999_999), headers, { answer: 'x' })).statusCode).toBe(
      404,
    )
    // Nothing was kept by the refusals.
    const detail = (await inject('GET', `/api/dashboard/project/${projectId}`, headers)).json()
    expect(detail.infoRequests[0].answer).toBeNull()
  })

  itOnPostgres('keeps exactly one of ten answers sent at once', async () => {
    const { headers, projectId, requestId } = await askedProject()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inject('POST', answerUrl(projectId, requestId), headers, { answer: `Answer ${i}` }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9)
    const detail = (await inject('GET', `/api/admin/projects/${projectId}`, admin)).json()
    const events = detail.events.filter((e: { kind: string }) => e.kind === 'details_answered')
    expect(events).toHaveLength(1)
  })
})

describe('infoRequestDueAt', () => {
  const asked = new Date('2026-12-04T16:30:00Z') // a Friday afternoon
  it('gives normal three days, high one, urgent the end of that day, and low none', () => {
    expect(infoRequestDueAt('normal', asked)?.toISOString()).toBe('2026-12-07T16:30:00.000Z')
    expect(infoRequestDueAt('high', asked)?.toISOString()).toBe('2026-12-05T16:30:00.000Z')
    expect(infoRequestDueAt('urgent', asked)?.toISOString()).toBe('2026-12-04T23:59:59.999Z')
    expect(infoRequestDueAt('low', asked)).toBeNull()
  })
})

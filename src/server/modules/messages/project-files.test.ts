// A project's Files section: every file both sides exchanged on it (the brief's logo, the thread's files, answers
// to requests, review screenshots), newest first; a staff note's files reach staff only; another project is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { pngWith } from '../../test/images'
import { REQUIREMENTS } from '../../test/requirements'
import { createTestApp, type TestApp } from '../../test/test-app'
import { uploadFile, uploadPng } from '../../test/uploads'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'files-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'files-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

async function attach(headers: Record<string, string>, name: string, fill: number) {
  const res = await uploadFile(t, headers, {
    url: '/api/uploads/attachments',
    name,
    type: 'image/png',
    bytes: pngWith(Buffer.alloc(48, fill)),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id as number
}

describe("a project's files", () => {
  it('lists the logo, the thread, an answer and the review screenshots to both sides, and a note only to staff', async () => {
    const { user, token } = await seedCustomer(t.database.db)
    const headers = bearer(token)
    const order = await seedPaidOrder(
      t.database.db,
      { userId: user.id },
      { projectStatus: 'requirements_needed' },
    )
    const projectId = order.project!.id
    const logo = await uploadPng(t, headers, 'bakery-logo.png', pngWith(Buffer.alloc(40, 1)))
    const setup = await inject('POST', '/api/projects/setup', headers, {
      ...REQUIREMENTS,
      projectId,
      logoUploadId: logo.json().id,
    })
    expect(setup.statusCode, setup.body).toBe(200)

    const menu = await attach(headers, 'menu.png', 2)
    await inject('POST', `/api/dashboard/project/${projectId}/messages`, headers, {
      body: 'Our menu',
      uploadIds: [menu],
    })
    const secret = await attach(admin, 'margin-notes.png', 3)
    await inject('POST', `/api/admin/projects/${projectId}/messages`, admin, {
      body: 'For us only',
      internal: true,
      uploadIds: [secret],
    })
    await inject('POST', '/api/admin/request-details', admin, {
      projectId,
      requestType: 'content',
      urgency: 'normal',
      details: 'A photo of the shop front, please',
      specificItems: ['images_photos'],
    })
    const requestId = (await inject('GET', `/api/dashboard/project/${projectId}`, headers)).json()
      .infoRequests[0].id
    const front = await uploadPng(t, headers, 'shop-front.png', pngWith(Buffer.alloc(40, 4)))
    const answered = await inject(
      'POST',
      `/api/dashboard/project/${projectId}/info-requests/${requestId}/answer`,
      headers,
      { answer: 'Here it is', uploadIds: [front.json().id] },
    )
    expect(answered.statusCode, answered.body).toBe(200)

    const clientFiles = await inject('GET', `/api/dashboard/project/${projectId}/files`, headers)
    expect(clientFiles.statusCode).toBe(200)
    const names = (clientFiles.json() as Array<{ file: { name: string } }>).map((f) => f.file.name)
    expect(names.sort()).toEqual(['bakery-logo.png', 'menu.png', 'shop-front.png'])
    expect(clientFiles.body).not.toContain('margin-notes.png')
    expect(clientFiles.json()).toContainEqual(
      expect.objectContaining({
        source: 'answer',
        label: 'Answer to: A photo of the shop front, please',
        from: 'client',
        file: expect.objectContaining({ name: 'shop-front.png', url: expect.any(String) }),
      }),
    )
    expect(clientFiles.json()).toContainEqual(
      expect.objectContaining({ source: 'brief', label: 'Logo from the brief' }),
    )

    const staffFiles = (await inject('GET', `/api/admin/projects/${projectId}/files`, admin)).json()
    expect(staffFiles).toContainEqual(
      expect.objectContaining({ source: 'note', label: 'Internal note', from: 'studio' }),
    )
    expect(staffFiles).toHaveLength(4)
    // Newest first.
    const times = staffFiles.map((f: { at: string }) => Date.parse(f.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('adds the screenshots sent with a review', async () => {
    const { user, token } = await seedCustomer(t.database.db)
    const order = await seedPaidOrder(
      t.database.db,
      { userId: user.id },
      { projectStatus: 'under_development' },
    )
    const projectId = order.project!.id
    const shot = await attach(admin, 'home-page.png', 5)
    const sent = await inject('POST', `/api/admin/projects/${projectId}/submit-for-review`, admin, {
      stagingUrl: 'https://staging.example/bakery',
      screenshotUploadIds: [shot],
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const files = (await inject('GET', `/api/dashboard/project/${projectId}/files`, bearer(token))).json()
    expect(files).toEqual([
      expect.objectContaining({ source: 'review', label: 'Screenshot for review 1', from: 'studio' }),
    ])
  })

  it("answers 404 for another customer's project, and 401 signed out", async () => {
    const owner = await seedCustomer(t.database.db)
    const order = await seedPaidOrder(
      t.database.db,
      { userId: owner.user.id },
      { projectStatus: 'pending_design' },
    )
    const other = await seedCustomer(t.database.db)
    const url = `/api/dashboard/project/${order.project!.id}/files`
    expect((await inject('GET', url, bearer(other.token))).statusCode).toBe(404)
    expect((await inject('GET', url, {})).statusCode).toBe(401)
    expect(
      (await inject('GET', `/api/admin/projects/${order.project!.id}/files`, bearer(owner.token))).statusCode,
    ).toBe(403)
  })
})

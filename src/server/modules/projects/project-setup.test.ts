import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays } from '../../../shared/dates'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { projectEvents, projects } from '../../db/schema/projects'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { fixedClock } from '../../lib/clock'
import { bearer } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pngDeclaring, pngWith } from '../../test/images'
import { REQUIREMENTS } from '../../test/requirements'

// A Friday: seven business days later is the Tuesday of the week after next.
const clock = fixedClock(new Date('2026-11-20T10:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t?.close()
})

const PNG = pngWith(Buffer.alloc(64, 1))

function multipart(name: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----sitecraft-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function upload(headers: Record<string, string>, name: string, bytes: Buffer, type?: string) {
  const body = multipart(name, bytes, type)
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

async function paidProject(
  opts: { timeline?: 'standard' | 'rush'; status?: 'requirements_needed' | 'pending_design' } = {},
) {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(
    t.database.db,
    { userId: user.id, timeline: opts.timeline ?? 'standard' },
    { projectStatus: opts.status ?? 'requirements_needed' },
  )
  const [project] = await t.database.db.select().from(projects).where(eq(projects.orderId, order.id))
  return { user, headers: bearer(token), project: project! }
}

function submit(headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/projects/setup', headers, payload: body })
}

describe('uploads', () => {
  it('stores an image known by its bytes and serves it to its owner only, with its real type', async () => {
    const { headers } = await paidProject()
    const res = await upload(headers, 'logo.bin', PNG, 'application/octet-stream')
    expect(res.statusCode).toBe(200)
    const { id, url, contentType, size } = res.json()
    expect({ contentType, size }).toEqual({ contentType: 'image/png', size: PNG.length })
    const got = await t.app.inject({ method: 'GET', url, headers })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/png')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.rawPayload.equals(PNG)).toBe(true)
    const stranger = await paidProject()
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${id}` })).statusCode).toBe(401)
  })

  it('refuses a text file named logo.png, and an image over 5 MB, with a clear message', async () => {
    const { headers } = await paidProject()
    const text = await upload(headers, 'logo.png', Buffer.from('just some words, not a picture'))
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image.')
    const big = await upload(headers, 'huge.png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))
    expect(big.statusCode).toBe(400)
    expect(big.json().message).toBe('The image is larger than 5 MB. Please choose a smaller one.')
  })

  it('refuses a small PNG that declares 65,535 × 65,535 pixels, and one whose header says nothing', async () => {
    const { headers } = await paidProject()
    const bomb = await upload(headers, 'logo.png', pngDeclaring(65_535, 65_535))
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().message).toBe(
      'The image is larger than 8000 × 8000 pixels. Please choose a smaller one.',
    )
    const headerOnly = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)])
    const garbled = await upload(headers, 'logo.png', headerOnly)
    expect(garbled.statusCode).toBe(400)
    expect(garbled.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image.')
    expect((await upload(headers, 'logo.png', pngDeclaring(8000, 8000))).statusCode).toBe(200)
  })
})

describe('POST /api/projects/setup', () => {
  it('stores the requirements and the logo, sets the delivery date, moves to pending_design and tells both sides', async () => {
    const { user, headers, project } = await paidProject()
    const logo = (await upload(headers, 'logo.png', PNG)).json()
    const res = await submit(headers, { ...REQUIREMENTS, projectId: project.id, logoUploadId: logo.id })
    expect(res.statusCode).toBe(200)
    const due = addBusinessDays(clock.now(), 7)
    expect(due).toBe('2026-12-01')
    expect(res.json().project).toMatchObject({
      status: 'pending_design',
      deliveryDate: due,
      hasLogo: true,
      companyName: 'Corner Bakery',
    })
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id))
    expect(row!.requirements).toMatchObject({
      businessEmail: 'hello@cornerbakery.example',
      callToAction: 'Order for collection',
    })
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.id))
    expect(events.map((e) => e.kind)).toContain('requirementsSubmitted')
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(notes.map((n) => n.title)).toContain('Requirements received')
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))
    expect(mails.some((j) => (j.payload as { kind?: string }).kind === 'requirements-received')).toBe(true)
  })

  it('gives a rush project five business days', async () => {
    const { headers, project } = await paidProject({ timeline: 'rush' })
    const res = await submit(headers, { ...REQUIREMENTS, projectId: project.id })
    expect(res.json().project.deliveryDate).toBe(addBusinessDays(clock.now(), 5))
  })

  it('answers 409 for a project whose requirements are in, and 404 for someone else’s', async () => {
    const { headers, project } = await paidProject()
    expect((await submit(headers, { ...REQUIREMENTS, projectId: project.id })).statusCode).toBe(200)
    const again = await submit(headers, { ...REQUIREMENTS, projectId: project.id })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('The requirements for this project have already been submitted.')
    const other = await paidProject()
    expect((await submit(other.headers, { ...REQUIREMENTS, projectId: project.id })).statusCode).toBe(404)
    const later = await paidProject({ status: 'pending_design' })
    expect((await submit(later.headers, { ...REQUIREMENTS, projectId: later.project.id })).statusCode).toBe(
      409,
    )
  })

  it('accepts the requirements once when the form is sent 8 times at once', async () => {
    const { headers, project } = await paidProject()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(headers, { ...REQUIREMENTS, projectId: project.id })),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7)
    const events = await t.database.db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, project.id))
    expect(events.filter((e) => e.kind === 'requirementsSubmitted')).toHaveLength(1)
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.projectId, project.id))
    expect(notes.filter((n) => n.title === 'Requirements received')).toHaveLength(1)
  })

  it("refuses another customer's upload as the logo", async () => {
    const a = await paidProject()
    const b = await paidProject()
    const logo = (await upload(a.headers, 'logo.png', PNG)).json()
    const res = await submit(b.headers, { ...REQUIREMENTS, projectId: b.project.id, logoUploadId: logo.id })
    expect(res.statusCode).toBe(400)
  })

  it.each([
    ['companyName', '', 'Company name is required'],
    ['companyUSP', '', 'Company USP is required'],
    ['shortDescription', 'too short', 'Short description must be at least 10 characters'],
    ['longDescription', 'still too short to count', 'Long description must be at least 50 characters'],
    ['businessEmail', 'nope', 'Valid business email is required'],
    ['businessPhone', '', 'Business phone is required'],
    ['businessAddress', '', 'Business address is required'],
    ['preferredColors', '', 'Preferred colors are required'],
    ['pagesNeeded', '', 'Please specify pages needed'],
    ['targetAudience', '', 'Target audience is required'],
    ['callToAction', '', 'Main call to action is required'],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const { headers, project } = await paidProject()
    const res = await submit(headers, { ...REQUIREMENTS, projectId: project.id, [field]: value })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('lists the customer’s own projects only', async () => {
    const a = await paidProject()
    await paidProject()
    const list = await t.app.inject({ method: 'GET', url: '/api/dashboard/projects', headers: a.headers })
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([a.project.id])
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/project/${a.project.id}`,
      headers: a.headers,
    })
    expect(one.json()).toMatchObject({
      id: a.project.id,
      status: 'requirements_needed',
      totalAmountCents: 100_00,
    })
  })
})

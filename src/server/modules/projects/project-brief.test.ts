// The project page's reads: the brief (every answer of the requirements form and the logo) on both sides' project
// detail, and the order's lines the project was bought with, to its customer and to staff only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema/jobs'
import { projects } from '../../db/schema/projects'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, newCustomer, openCheckout, payByTestCard } from '../../test/checkout'
import { pngWith } from '../../test/images'
import { createTestApp, type TestApp } from '../../test/test-app'
import { uploadPng } from '../../test/uploads'
import { REQUIREMENTS } from '../../test/requirements'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'brief-admin@sitecraft.test')
  admin = bearer(await signInStaff(t, 'admin', 'brief-admin@sitecraft.test'))
})
afterAll(async () => {
  await t?.close()
})

const PNG = pngWith(Buffer.alloc(64, 2))

function get(url: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers })
}

/** A customer who checked out the bakery order by test card: their project, waiting for its requirements. */
async function boughtProject() {
  const checkout = await openCheckout(t, BAKERY_ORDER)
  const paid = await payByTestCard(t, checkout.headers, checkout.clientSecret)
  expect(paid.statusCode).toBe(200)
  const [project] = await t.database.db.select().from(projects).where(eq(projects.orderId, checkout.orderId))
  return { ...checkout, project: project! }
}

async function uploadLogo(headers: Record<string, string>) {
  const res = await uploadPng(t, headers, 'bakery-logo.png', PNG)
  expect(res.statusCode).toBe(200)
  return res.json().id as number
}

describe('the brief on the project detail', () => {
  it('is null until the requirements are in, then holds every answer and the logo, on both sides', async () => {
    const { headers, project } = await boughtProject()
    const before = await get(`/api/dashboard/project/${project.id}`, headers)
    expect(before.statusCode).toBe(200)
    expect(before.json().brief).toBeNull()

    const logoId = await uploadLogo(headers)
    const extras = { similarWebsites: 'https://example.com/bakery', socialMediaLinks: '' }
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/projects/setup',
      headers,
      payload: { ...REQUIREMENTS, ...extras, projectId: project.id, logoUploadId: logoId },
    })
    expect(setup.statusCode).toBe(200)

    const expected = {
      ...REQUIREMENTS,
      // Stored as the form's schema reads it: the address in lower case.
      businessEmail: REQUIREMENTS.businessEmail.toLowerCase(),
      similarWebsites: extras.similarWebsites,
    }
    const own = (await get(`/api/dashboard/project/${project.id}`, headers)).json()
    expect(own.brief).toEqual({
      submittedAt: expect.any(String),
      answers: expected,
      logo: { uploadId: logoId, name: 'bakery-logo.png' },
      editable: true,
      changes: [],
    })
    // An answer left empty is not an answer.
    expect(own.brief.answers).not.toHaveProperty('socialMediaLinks')

    const staff = await get(`/api/admin/projects/${project.id}`, admin)
    expect(staff.statusCode).toBe(200)
    expect(staff.json().brief).toEqual(own.brief)
    // The logo opens to staff as it does to its owner, with its real type.
    const logo = await get(`/api/uploads/${logoId}`, admin)
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toBe('image/png')
    expect(logo.rawPayload.equals(PNG)).toBe(true)
  })

  it('is never shown to another customer: their project, its brief and its logo are 404', async () => {
    const { headers, project } = await boughtProject()
    const logoId = await uploadLogo(headers)
    await t.app.inject({
      method: 'POST',
      url: '/api/projects/setup',
      headers,
      payload: { ...REQUIREMENTS, projectId: project.id, logoUploadId: logoId },
    })
    const stranger = await newCustomer(t)
    expect((await get(`/api/dashboard/project/${project.id}`, stranger.headers)).statusCode).toBe(404)
    expect((await get(`/api/uploads/${logoId}`, stranger.headers)).statusCode).toBe(404)
  })
})

describe("a project's order", () => {
  it('gives staff the order a project was bought with: each line, the amounts and the project', async () => {
    const { orderId, headers, project } = await boughtProject()
    const own = await get(`/api/dashboard/project/${project.id}/order`, headers)
    expect(own.statusCode).toBe(200)
    // What the customer sees of the order itself.
    expect(own.json()).toEqual((await get(`/api/orders/${orderId}`, headers)).json())
    const res = await get(`/api/admin/projects/${project.id}/order`, admin)
    expect(res.statusCode).toBe(200)
    const order = res.json()
    expect(order).toEqual(own.json())
    expect(order.project).toMatchObject({ id: project.id })
    expect(order.lines.map((l: { description: string }) => l.description)).toEqual([
      'Website package (5 pages)',
      'Extra pages × 2',
      'E-commerce',
      'Blog',
    ])
    const sum = order.lines.reduce((n: number, l: { amountCents: number }) => n + l.amountCents, 0)
    expect(sum).toBe(order.subtotalCents)
    expect(order.amountCents).toBe(order.subtotalCents - order.discountCents)
  })

  it("is the project's customer's and staff's only; an unknown project, or an id past 2^31, is 404", async () => {
    const { headers, project } = await boughtProject()
    const stranger = await newCustomer(t)
    expect((await get(`/api/dashboard/project/${project.id}/order`, stranger.headers)).statusCode).toBe(404)
    expect((await get(`/api/dashboard/project/${project.id}/order`)).statusCode).toBe(401)
    expect((await get(`/api/dashboard/project/${project.id}/order`, admin)).statusCode).toBe(403)
    expect((await get(`/api/admin/projects/${project.id}/order`, headers)).statusCode).toBe(403)
    expect((await get('/api/admin/projects/999999/order', admin)).statusCode).toBe(404)
    expect((await get(`/api/admin/projects/${2 ** 31}/order`, admin)).statusCode).toBe(404)
  })
})

describe('PUT /api/dashboard/project/:id/brief', () => {
  /** A project whose brief is in (with a logo), waiting for its design. */
  async function submitted() {
    const bought = await boughtProject()
    const logoId = await uploadLogo(bought.headers)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/setup',
      headers: bought.headers,
      payload: { ...REQUIREMENTS, projectId: bought.project.id, logoUploadId: logoId },
    })
    expect(res.statusCode).toBe(200)
    return bought
  }
  const put = (id: number, headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/dashboard/project/${id}/brief`, headers, payload: body })

  it('keeps each change with who and when, puts it on the timeline and tells the studio', async () => {
    const { headers, project } = await submitted()
    const newLogo = await uploadLogo(headers)
    const res = await put(project.id, headers, {
      ...REQUIREMENTS,
      preferredColors: 'Deep green and gold',
      logoUploadId: newLogo,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Your brief is updated. The studio has been told what changed.')
    const brief = res.json().project.brief
    expect(brief.answers.preferredColors).toBe('Deep green and gold')
    expect(brief.logo.uploadId).toBe(newLogo)
    expect(brief.changes).toEqual([
      {
        at: expect.any(String),
        by: 'client',
        fields: [
          { name: 'preferredColors', before: REQUIREMENTS.preferredColors, after: 'Deep green and gold' },
          { name: 'logo', before: 'bakery-logo.png', after: 'bakery-logo.png' },
        ],
      },
    ])
    // Staff see the same changes on their side.
    const staff = (await get(`/api/admin/projects/${project.id}`, admin)).json()
    expect(staff.brief.changes).toEqual(brief.changes)
    expect(staff.events.map((e: { kind: string }) => e.kind)).toContain('brief_updated')
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))
    const told = mails.filter((j) => (j.payload as { kind?: string }).kind === 'brief-changed')
    expect(told).toHaveLength(1)
    expect(JSON.stringify(told[0]!.payload)).toContain('Deep green and gold')

    // The same answers again change nothing and keep nothing.
    const again = await put(project.id, headers, { ...REQUIREMENTS, preferredColors: 'Deep green and gold' })
    expect(again.json().message).toBe('Nothing was changed.')
    expect(again.json().project.brief.changes).toHaveLength(1)
  })

  it('refuses once the design has started (409), another customer (404) and a bad answer (400)', async () => {
    const { headers, project } = await submitted()
    const short = await put(project.id, headers, { ...REQUIREMENTS, shortDescription: 'Too short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Short description must be at least 10 characters')
    const stranger = await newCustomer(t)
    expect((await put(project.id, stranger.headers, REQUIREMENTS)).statusCode).toBe(404)

    await t.database.db.update(projects).set({ status: 'samples_ready' }).where(eq(projects.id, project.id))
    const late = await put(project.id, headers, { ...REQUIREMENTS, preferredColors: 'Black' })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(
      'The brief can no longer be changed: the design has started. Please message the studio instead.',
    )
    const detail = (await get(`/api/dashboard/project/${project.id}`, headers)).json()
    expect(detail.brief.answers.preferredColors).toBe(REQUIREMENTS.preferredColors)
    expect(detail.brief.editable).toBe(false)
  })

  it('refuses a brief not yet submitted (409)', async () => {
    const { headers, project } = await boughtProject()
    expect((await put(project.id, headers, REQUIREMENTS)).statusCode).toBe(409)
  })
})

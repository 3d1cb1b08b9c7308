// The site's free .com on the client's dashboard: a project's domain and its status, and the .com claimed after
// checkout (two claims at once race on PostgreSQL).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_DOMAIN_MESSAGES } from '../../../shared/contracts/project-domain'
import { DOMAIN_INVALID, DOMAIN_REQUIRED } from '../../../shared/contracts/domains'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { domainRequests } from '../../db/schema/domains'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'project-domain-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'project-domain-admin@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

/** A signed-in customer with a paid project that has no domain (the .com skipped at checkout). */
async function customerWithProject(status: ProjectStatus = 'pending_design') {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(
    t.database.db,
    { userId: user.id, title: 'Fern Florist website' },
    { projectStatus: status },
  )
  return { user, headers: bearer(token), order, project: order.project! }
}

const read = (projectId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/project/${projectId}/domain`, headers })
const claim = (projectId: number | string, headers: Record<string, string>, domain: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/project/${projectId}/domain`,
    headers,
    payload: domain === undefined ? {} : { domain },
  })
const requestsOf = (projectId: number) =>
  t.database.db.select().from(domainRequests).where(eq(domainRequests.projectId, projectId))

let n = 0
const name = (stem = 'fern-florist') => `${stem}-${++n}.com`

describe('GET /api/dashboard/project/:id/domain', () => {
  it('offers the free .com to a project in progress without a domain', async () => {
    const c = await customerWithProject()
    const res = await read(c.project.id, c.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ domain: null, canClaimFreeDomain: true })
  })

  it('shows the domain bought at checkout with its status, and offers nothing more', async () => {
    const c = await customerWithProject()
    const domainName = name('bought')
    await t.database.db.insert(domainRequests).values({
      userId: c.user.id,
      orderId: c.order.id,
      projectId: c.project.id,
      domainName,
      priceCents: 0,
      status: 'registered',
      registrar: 'Namecheap',
      expiresOn: '2027-06-15',
      createdAt: new Date('2026-06-01T10:00:00Z'),
    })
    expect((await read(c.project.id, c.headers)).json()).toEqual({
      domain: {
        domainName,
        status: 'registered',
        priceCents: 0,
        requestedAt: '2026-06-01T10:00:00.000Z',
        expiresOn: '2027-06-15',
        failureReason: null,
        feeRefunded: false,
      },
      canClaimFreeDomain: false,
    })
    const again = await claim(c.project.id, c.headers, name())
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(FREE_DOMAIN_MESSAGES.alreadyRequested)
  })

  it.each(['delivered', 'cancelled'] as const)(
    'offers nothing to a %s project, and refuses a claim',
    async (status) => {
      const c = await customerWithProject(status)
      expect((await read(c.project.id, c.headers)).json()).toEqual({
        domain: null,
        canClaimFreeDomain: false,
      })
      const res = await claim(c.project.id, c.headers, name())
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(FREE_DOMAIN_MESSAGES.closed)
      expect(await requestsOf(c.project.id)).toHaveLength(0)
    },
  )

  it("answers 404 for someone else's project or one that does not exist", async () => {
    const owner = await customerWithProject()
    const other = await customerWithProject()
    for (const id of [owner.project.id, 999_999]) {
      const res = await read(id, other.headers)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(FREE_DOMAIN_MESSAGES.projectNotFound)
    }
  })

  it('is for the signed-in customer only', async () => {
    const c = await customerWithProject()
    expect((await read(c.project.id, {})).statusCode).toBe(401)
    expect((await read(c.project.id, admin)).statusCode).toBe(403)
  })
})

describe('POST /api/dashboard/project/:id/domain', () => {
  it('claims the .com as checkout stores one: pending, free, with the project and its order, on the Domains tab', async () => {
    const c = await customerWithProject()
    const domainName = name()
    const res = await claim(c.project.id, c.headers, `  WWW.${domainName.toUpperCase()} `)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: `${domainName} is requested. The studio registers it for you, usually within 24 hours.`,
      projectDomain: {
        domain: { domainName, status: 'pending_registration', priceCents: 0, feeRefunded: false },
        canClaimFreeDomain: false,
      },
    })
    const rows = await requestsOf(c.project.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      userId: c.user.id,
      orderId: c.order.id,
      domainName,
      status: 'pending_registration',
      priceCents: 0,
      years: 1,
    })

    const tab = (await t.app.inject({ method: 'GET', url: '/api/admin/domains', headers: admin })).json()
    expect(tab.items.find((d: { id: number }) => d.id === rows[0]!.id)).toMatchObject({
      domainName,
      status: 'pending_registration',
      priceCents: 0,
      user: { id: c.user.id, email: c.user.email },
      project: { id: c.project.id, title: 'Fern Florist website' },
    })
    expect((await read(c.project.id, c.headers)).json()).toMatchObject({
      domain: { domainName, status: 'pending_registration' },
      canClaimFreeDomain: false,
    })
  })

  it('refuses a second claim, with the same name or another, and stores nothing more', async () => {
    const c = await customerWithProject()
    const first = name()
    expect((await claim(c.project.id, c.headers, first)).statusCode).toBe(200)
    for (const domain of [first, name()]) {
      const res = await claim(c.project.id, c.headers, domain)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(FREE_DOMAIN_MESSAGES.alreadyRequested)
    }
    expect(await requestsOf(c.project.id)).toHaveLength(1)
  })

  it('lets one of two claims at once win (one domain per project)', async () => {
    const c = await customerWithProject()
    const answers = await Promise.all([
      claim(c.project.id, c.headers, name()),
      claim(c.project.id, c.headers, name()),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      FREE_DOMAIN_MESSAGES.alreadyRequested,
    )
    expect(await requestsOf(c.project.id)).toHaveLength(1)
  })

  it("answers 404 for someone else's project and claims nothing for it", async () => {
    const owner = await customerWithProject()
    const other = await customerWithProject()
    const res = await claim(owner.project.id, other.headers, name())
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(FREE_DOMAIN_MESSAGES.projectNotFound)
    expect(await requestsOf(owner.project.id)).toHaveLength(0)
    expect((await claim(999_999, other.headers, name())).statusCode).toBe(404)
  })

  it('refuses a name another customer holds, or a well-known one', async () => {
    const first = await customerWithProject()
    const second = await customerWithProject()
    const domainName = name()
    expect((await claim(first.project.id, first.headers, domainName)).statusCode).toBe(200)
    for (const domain of [domainName, 'google.com']) {
      const res = await claim(second.project.id, second.headers, domain)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(`${domain} is not available. Please choose another name.`)
    }
    expect((await read(second.project.id, second.headers)).json().canClaimFreeDomain).toBe(true)
  })

  it.each([
    [undefined, DOMAIN_REQUIRED],
    ['  ', DOMAIN_REQUIRED],
    ['not a domain', DOMAIN_INVALID],
    ['fern-florist.co.uk', 'Only a .com comes free with your site. Please choose a name ending in .com'],
    ['fern-florist.net', 'Only a .com comes free with your site. Please choose a name ending in .com'],
  ])('refuses %j with its message', async (domain, message) => {
    const c = await customerWithProject()
    const res = await claim(c.project.id, c.headers, domain)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await requestsOf(c.project.id)).toHaveLength(0)
  })

  it('offers another name after the free one failed, and shows the new one', async () => {
    const c = await customerWithProject()
    const failed = name()
    const [row] = await t.database.db
      .insert(domainRequests)
      .values({
        userId: c.user.id,
        orderId: c.order.id,
        projectId: c.project.id,
        domainName: failed,
        priceCents: 0,
        status: 'failed',
        failureReason: 'The registry refused the name.',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning()
    expect((await read(c.project.id, c.headers)).json()).toMatchObject({
      domain: { domainName: failed, status: 'failed', failureReason: 'The registry refused the name.' },
      canClaimFreeDomain: true,
    })
    const next = name()
    expect((await claim(c.project.id, c.headers, next)).statusCode).toBe(200)
    expect((await read(c.project.id, c.headers)).json()).toMatchObject({
      domain: { domainName: next, status: 'pending_registration' },
      canClaimFreeDomain: false,
    })
    const [old] = await t.database.db.select().from(domainRequests).where(eq(domainRequests.id, row!.id))
    expect(old!.status).toBe('failed')
  })

  it('is for the signed-in customer only', async () => {
    const c = await customerWithProject()
    expect((await claim(c.project.id, {}, name())).statusCode).toBe(401)
    expect((await claim(c.project.id, admin, name())).statusCode).toBe(403)
    expect(await requestsOf(c.project.id)).toHaveLength(0)
  })
})

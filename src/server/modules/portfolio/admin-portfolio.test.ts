import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PORTFOLIO_MESSAGES } from '../../../shared/contracts/admin-portfolio'
import { auditLog } from '../../db/schema/audit'
import { portfolioItems } from '../../db/schema/portfolio'
import { users } from '../../db/schema/auth'
import { seedPortfolioItem } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { newCustomer } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: Record<string, string>
let adminId: number
let customer: Record<string, string>
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'portfolio-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'portfolio-admin@studio.test'))
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'portfolio-admin@studio.test'))
  adminId = row!.id
  await createStaff(t, 'cfo', 'portfolio-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'portfolio-cfo@studio.test'))
  customer = (await newCustomer(t)).headers
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await t.database.db.delete(portfolioItems)
  await t.database.db.delete(auditLog)
  // Rows written here, not through the panel: the public answers cached by the last test go too.
  t.app.ctx.cache.drop('portfolio:')
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

const valid = {
  title: 'Harbor Consulting',
  description: 'A five-page site for a consulting firm.',
  imageUrl: 'https://images.example/harbor.jpg',
  websiteUrl: 'https://harbor.example',
  category: 'Consulting',
  featured: true,
}

async function auditEntries(action: string, recordId?: string | number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      recordId === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.recordId, String(recordId))),
    )
}

async function allAuditEntries() {
  return t.database.db.select().from(auditLog)
}

const publicTitles = async (url = '/api/portfolio') =>
  ((await call('GET', url, {})).json() as Array<{ title: string }>).map((i) => i.title)

describe('who may use the Portfolio tab', () => {
  const endpoints: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/portfolio'],
    ['POST', '/api/admin/portfolio', valid],
    ['PUT', '/api/admin/portfolio/1', valid],
    ['POST', '/api/admin/portfolio/reorder', { ids: [] }],
    ['DELETE', '/api/admin/portfolio/1'],
  ]
  it.each(endpoints)(
    '%s %s: 401 without a token, 403 for a customer and for the CFO',
    async (m, url, body) => {
      const item = await seedPortfolioItem(t.database.db, { title: 'Untouched' })
      const target = url.replace('/1', `/${item.id}`)
      expect((await call(m, target, {}, body)).statusCode).toBe(401)
      expect((await call(m, target, customer, body)).statusCode).toBe(403)
      expect((await call(m, target, cfo, body)).statusCode).toBe(403)
      const [row] = await t.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id))
      expect(row?.title).toBe('Untouched')
      expect(await allAuditEntries()).toEqual([])
    },
  )
})

describe('GET /api/admin/portfolio', () => {
  it('answers every item in the public order, with its place and when it was added, a page at a time', async () => {
    const db = t.database.db
    const b = await seedPortfolioItem(db, {
      title: 'B',
      position: 1,
      createdAt: new Date('2025-02-01T00:00:00Z'),
    })
    const a = await seedPortfolioItem(db, { title: 'A', position: 0, featured: true })
    await seedPortfolioItem(db, { title: 'C', position: 2 })
    const res = await call('GET', '/api/admin/portfolio?pageSize=2', admin)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 2, total: 3 })
    expect(body.items.map((i: { title: string }) => i.title)).toEqual(['A', 'B'])
    expect(body.items[0]).toEqual({
      id: a.id,
      title: 'A',
      description: a.description,
      category: a.category,
      imageUrl: a.imageUrl,
      websiteUrl: null,
      featured: true,
      position: 0,
      createdAt: a.createdAt.toISOString(),
    })
    expect(body.items[1]).toMatchObject({ id: b.id, createdAt: '2025-02-01T00:00:00.000Z' })
    const second = (await call('GET', '/api/admin/portfolio?page=2&pageSize=2', admin)).json()
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['C'])
    expect((await call('GET', '/api/admin/portfolio?pageSize=500', admin)).statusCode).toBe(400)
  })

  it('answers an empty page when there are no items', async () => {
    const res = await call('GET', '/api/admin/portfolio', admin)
    expect(res.json()).toEqual({ items: [], page: 1, pageSize: 25, total: 0 })
  })
})

describe('POST /api/admin/portfolio', () => {
  it('adds the item at the top, the public lists show it at once, with one audit entry', async () => {
    await seedPortfolioItem(t.database.db, { title: 'Older', position: 0, featured: true })
    // The public answers are cached before the change.
    expect(await publicTitles()).toEqual(['Older'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['Older'])

    const res = await call('POST', '/api/admin/portfolio', admin, {
      ...valid,
      title: '  Harbor Consulting  ',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { item, success, message } = res.json()
    expect(success).toBe(true)
    expect(message).toBe(ADMIN_PORTFOLIO_MESSAGES.created)
    expect(item).toMatchObject({ ...valid, id: expect.any(Number), position: -1 })

    expect(await publicTitles()).toEqual(['Harbor Consulting', 'Older'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['Harbor Consulting', 'Older'])

    const entries = await allAuditEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'portfolio.create',
      recordType: 'portfolio_item',
      recordId: String(item.id),
      actorUserId: adminId,
      actorEmail: 'portfolio-admin@studio.test',
      before: null,
      after: item,
    })
  })

  it('takes the first item at position 0, a blank website as none, featured off by default, an uploaded image', async () => {
    const res = await call('POST', '/api/admin/portfolio', admin, {
      ...valid,
      websiteUrl: '  ',
      featured: undefined,
      imageUrl: '/api/uploads/public/12',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().item).toMatchObject({
      websiteUrl: null,
      featured: false,
      position: 0,
      imageUrl: '/api/uploads/public/12',
    })
    expect(await publicTitles('/api/portfolio/featured')).toEqual([])
  })

  const refused: Array<[string, object, string]> = [
    ['no title', { title: undefined }, ADMIN_PORTFOLIO_MESSAGES.title],
    ['a blank title', { title: '   ' }, ADMIN_PORTFOLIO_MESSAGES.title],
    ['no description', { description: undefined }, ADMIN_PORTFOLIO_MESSAGES.description],
    ['a blank description', { description: '' }, ADMIN_PORTFOLIO_MESSAGES.description],
    ['no category', { category: undefined }, ADMIN_PORTFOLIO_MESSAGES.category],
    ['a category off the list', { category: 'Bakery' }, ADMIN_PORTFOLIO_MESSAGES.category],
    ['no image', { imageUrl: undefined }, ADMIN_PORTFOLIO_MESSAGES.imageRequired],
    ['a blank image', { imageUrl: ' ' }, ADMIN_PORTFOLIO_MESSAGES.imageRequired],
    ['an image that is no URL', { imageUrl: 'harbor.jpg' }, ADMIN_PORTFOLIO_MESSAGES.imageInvalid],
    ['an http image', { imageUrl: 'http://images.example/a.jpg' }, ADMIN_PORTFOLIO_MESSAGES.imageInvalid],
    ['an image on another host', { imageUrl: '//evil.example/a.jpg' }, ADMIN_PORTFOLIO_MESSAGES.imageInvalid],
    ['a script address', { imageUrl: 'javascript:alert(1)' }, ADMIN_PORTFOLIO_MESSAGES.imageInvalid],
    [
      'a website that is no URL',
      { websiteUrl: 'harbor dot example' },
      ADMIN_PORTFOLIO_MESSAGES.websiteInvalid,
    ],
    ['a script website', { websiteUrl: 'javascript:alert(1)' }, ADMIN_PORTFOLIO_MESSAGES.websiteInvalid],
    [
      'a title with control characters',
      { title: 'Bad\u0007' },
      'Please remove the unsupported characters from this field',
    ],
  ]
  it.each(refused)('refuses %s with its message and writes nothing', async (_name, change, message) => {
    const res = await call('POST', '/api/admin/portfolio', admin, { ...valid, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await t.database.db.select().from(portfolioItems)).toEqual([])
    expect(await allAuditEntries()).toEqual([])
  })

  it('ignores fields it does not know (no position or id from the browser)', async () => {
    const res = await call('POST', '/api/admin/portfolio', admin, {
      ...valid,
      id: 77,
      position: 40,
      seedKey: 'x',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().item.id).not.toBe(77)
    expect(res.json().item.position).toBe(0)
    const [row] = await t.database.db.select().from(portfolioItems)
    expect(row!.seedKey).toBeNull()
  })
})

describe('PUT /api/admin/portfolio/:id', () => {
  it('edits every field, featured included, with one audit entry of before and after', async () => {
    const item = await seedPortfolioItem(t.database.db, { title: 'Old title', position: 3 })
    expect(await publicTitles()).toEqual(['Old title'])
    const res = await call('PUT', `/api/admin/portfolio/${item.id}`, admin, {
      ...valid,
      title: 'New title',
      category: 'Real Estate',
      websiteUrl: null,
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json().item
    expect(saved).toMatchObject({
      id: item.id,
      title: 'New title',
      category: 'Real Estate',
      websiteUrl: null,
      featured: true,
      position: 3,
      createdAt: item.createdAt.toISOString(),
    })
    expect(res.json().message).toBe(ADMIN_PORTFOLIO_MESSAGES.updated)
    expect(await publicTitles()).toEqual(['New title'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['New title'])

    const entries = await allAuditEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'portfolio.update',
      recordType: 'portfolio_item',
      recordId: String(item.id),
      before: { id: item.id, title: 'Old title', featured: false, category: 'Consulting', position: 3 },
      after: saved,
    })
  })

  it('keeps the studio’s own pictures and showcase paths valid when an item is edited', async () => {
    const item = await seedPortfolioItem(t.database.db, {
      imageUrl: '/portfolio/ember-table.jpg',
      websiteUrl: '/showcase/ember-table/',
    })
    const res = await call('PUT', `/api/admin/portfolio/${item.id}`, admin, {
      ...valid,
      imageUrl: item.imageUrl,
      websiteUrl: item.websiteUrl,
      featured: false,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().item).toMatchObject({ imageUrl: '/portfolio/ember-table.jpg', featured: false })
  })

  it('refuses bad input with the field’s message', async () => {
    const item = await seedPortfolioItem(t.database.db)
    const res = await call('PUT', `/api/admin/portfolio/${item.id}`, admin, { ...valid, imageUrl: 'nope' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(ADMIN_PORTFOLIO_MESSAGES.imageInvalid)
    expect(await allAuditEntries()).toEqual([])
  })

  it('answers 404 for an item that does not exist', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await call('PUT', `/api/admin/portfolio/${id}`, admin, valid)
      expect(res.statusCode).toBe(404)
    }
    expect((await call('PUT', '/api/admin/portfolio/999999', admin, valid)).json().message).toBe(
      ADMIN_PORTFOLIO_MESSAGES.notFound,
    )
    expect(await allAuditEntries()).toEqual([])
  })
})

describe('POST /api/admin/portfolio/reorder', () => {
  async function threeItems() {
    const db = t.database.db
    const a = await seedPortfolioItem(db, { title: 'A', position: 0, featured: true })
    const b = await seedPortfolioItem(db, { title: 'B', position: 1, featured: true })
    const c = await seedPortfolioItem(db, { title: 'C', position: 2 })
    return { a, b, c }
  }

  it('puts the items in the order given; the public lists follow at once; one audit entry', async () => {
    const { a, b, c } = await threeItems()
    expect(await publicTitles()).toEqual(['A', 'B', 'C'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['A', 'B'])

    const res = await call('POST', '/api/admin/portfolio/reorder', admin, { ids: [c.id, b.id, a.id] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: ADMIN_PORTFOLIO_MESSAGES.reordered })
    expect(await publicTitles()).toEqual(['C', 'B', 'A'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['B', 'A'])
    const admins = (await call('GET', '/api/admin/portfolio', admin)).json()
    expect(admins.items.map((i: { title: string; position: number }) => [i.title, i.position])).toEqual([
      ['C', 0],
      ['B', 1],
      ['A', 2],
    ])

    const entries = await allAuditEntries()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'portfolio.reorder',
      recordType: 'portfolio_item',
      recordId: 'all',
      before: { ids: [a.id, b.id, c.id] },
      after: { ids: [c.id, b.id, a.id] },
    })
  })

  it('answers 409 and changes nothing when the ids are not exactly the current items', async () => {
    const { a, b, c } = await threeItems()
    for (const ids of [[a.id, b.id], [a.id, b.id, c.id, 999999], [a.id, b.id, 999999], []]) {
      const res = await call('POST', '/api/admin/portfolio/reorder', admin, { ids })
      expect(res.statusCode, JSON.stringify(ids)).toBe(409)
      expect(res.json().message).toBe(ADMIN_PORTFOLIO_MESSAGES.orderChanged)
    }
    expect(await publicTitles()).toEqual(['A', 'B', 'C'])
    expect(await allAuditEntries()).toEqual([])
  })

  it('refuses an id twice or ids that are not ids with 400', async () => {
    const { a, b } = await threeItems()
    const twice = await call('POST', '/api/admin/portfolio/reorder', admin, { ids: [a.id, b.id, a.id] })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().message).toBe(ADMIN_PORTFOLIO_MESSAGES.duplicateIds)
    for (const body of [{}, { ids: 'all' }, { ids: ['x'] }, { ids: [-1] }]) {
      expect((await call('POST', '/api/admin/portfolio/reorder', admin, body)).statusCode).toBe(400)
    }
    expect(await allAuditEntries()).toEqual([])
  })
})

describe('DELETE /api/admin/portfolio/:id', () => {
  it('deletes the item; the public lists drop it at once; one audit entry with what it was', async () => {
    const keep = await seedPortfolioItem(t.database.db, { title: 'Keep', position: 0, featured: true })
    const gone = await seedPortfolioItem(t.database.db, { title: 'Gone', position: 1, featured: true })
    expect(await publicTitles()).toEqual(['Keep', 'Gone'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['Keep', 'Gone'])

    const res = await call('DELETE', `/api/admin/portfolio/${gone.id}`, admin)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, message: ADMIN_PORTFOLIO_MESSAGES.deleted })
    expect(await publicTitles()).toEqual(['Keep'])
    expect(await publicTitles('/api/portfolio/featured')).toEqual(['Keep'])

    const entries = await auditEntries('portfolio.delete', gone.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]!.before).toMatchObject({ id: gone.id, title: 'Gone', featured: true, position: 1 })
    expect(entries[0]!.after).toBeNull()
    expect(await allAuditEntries()).toHaveLength(1)
    expect(keep.id).not.toBe(gone.id)
  })

  it('answers 404 for an item that does not exist (or no longer does)', async () => {
    const item = await seedPortfolioItem(t.database.db)
    expect((await call('DELETE', `/api/admin/portfolio/${item.id}`, admin)).statusCode).toBe(200)
    const again = await call('DELETE', `/api/admin/portfolio/${item.id}`, admin)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(ADMIN_PORTFOLIO_MESSAGES.notFound)
    expect((await call('DELETE', '/api/admin/portfolio/abc', admin)).statusCode).toBe(404)
    expect(await allAuditEntries()).toHaveLength(1)
  })
})

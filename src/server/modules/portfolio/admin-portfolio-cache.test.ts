import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../db/client'
import { seedPortfolioItem } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { testEnv } from '../../test/config'
import { createTestApp, type TestApp } from '../../test/test-app'
import { pageData } from '../../test/page-data'

/*
 * Two app instances on one database, as behind a load balancer: a change made through the admin panel on the
 * first is served at once by the second, whose cached /api/portfolio, /api/portfolio/featured (and /portfolio,
 * built from the same cached answer) are dropped by the NOTIFY sent after the commit. On PostgreSQL each
 * instance has its own pool and its own listening connection.
 */

// The built client, when there is one (npm test builds it first): /portfolio is then served too.
const staticDir = path.resolve(import.meta.dirname, '../../../../dist/client')
const built = existsSync(path.join(staticDir, 'pages', 'manifest.json'))
const config = built ? { staticDir } : {}

let first: TestApp
let second: TestApp
let secondDatabase: DatabaseHandle
let admin: Record<string, string>

/** A second handle on the same database: PGlite has one connection, PostgreSQL gets a pool of its own. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return database
  const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
  const url = new URL(testEnv.databaseUrl!)
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`
  return createDatabase({ databaseUrl: url.toString(), poolSize: 2 })
}

beforeAll(async () => {
  first = await createTestApp({ config })
  secondDatabase = await secondHandle(first.database)
  second = await createTestApp({ database: secondDatabase, config })
  await createStaff(first, 'admin', 'cache-admin@studio.test')
  admin = bearer(await signInStaff(first, 'admin', 'cache-admin@studio.test'))
  const db = first.database.db
  await seedPortfolioItem(db, { title: 'One', position: 0, featured: true })
  await seedPortfolioItem(db, { title: 'Two', position: 1, featured: true })
})
afterAll(async () => {
  await second?.close()
  if (secondDatabase && secondDatabase !== first?.database) await secondDatabase.close()
  await first?.close()
})

type Item = { id: number; title: string }
const get = (target: TestApp, url: string) => target.app.inject({ method: 'GET', url })
const titles = async (target: TestApp, url: string) =>
  ((await get(target, url)).json() as Item[]).map((i) => i.title)

/** The list written into the /portfolio page. */
async function pageTitles(target: TestApp) {
  const html = (await get(target, '/portfolio')).body
  const data = (await pageData(html, 'routes/portfolio')) as { '/api/portfolio': Item[] }
  return data['/api/portfolio'].map((i) => i.title)
}

/** What each instance serves, every public read of the portfolio. */
async function served(target: TestApp) {
  return {
    all: await titles(target, '/api/portfolio'),
    featured: await titles(target, '/api/portfolio/featured'),
    ...(built ? { page: await pageTitles(target) } : {}),
  }
}

/**
 * The second instance serves `expected`. The NOTIFY has been sent before the admin's answer; it reaches the
 * other instance's listening connection a moment later, so this allows that moment and no more.
 */
async function secondServes(expected: Awaited<ReturnType<typeof served>>) {
  await vi.waitFor(async () => expect(await served(second)).toEqual(expected), {
    timeout: 2000,
    interval: 10,
  })
}

describe('a portfolio change made on one instance', () => {
  it('is served by the other at once: add, edit, reorder and delete', async () => {
    const start = {
      all: ['One', 'Two'],
      featured: ['One', 'Two'],
      ...(built ? { page: ['One', 'Two'] } : {}),
    }
    // Both instances have cached the list.
    expect(await served(first)).toEqual(start)
    expect(await served(second)).toEqual(start)

    const added = await first.app.inject({
      method: 'POST',
      url: '/api/admin/portfolio',
      headers: admin,
      payload: {
        title: 'Three',
        description: 'A new site.',
        imageUrl: 'https://images.example/three.jpg',
        category: 'Technology',
        featured: true,
      },
    })
    expect(added.statusCode, added.body).toBe(200)
    const three = added.json().item as Item
    const afterAdd = {
      all: ['Three', 'One', 'Two'],
      featured: ['Three', 'One', 'Two'],
      ...(built ? { page: ['Three', 'One', 'Two'] } : {}),
    }
    // The instance that made the change dropped its copy before answering.
    expect(await served(first)).toEqual(afterAdd)
    await secondServes(afterAdd)

    const all = (await get(second, '/api/portfolio')).json() as Item[]
    const [one, two] = [all.find((i) => i.title === 'One')!, all.find((i) => i.title === 'Two')!]
    const edited = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/portfolio/${one.id}`,
      headers: admin,
      payload: {
        title: 'One, renamed',
        description: 'Edited.',
        imageUrl: '/portfolio/one.jpg',
        category: 'Legal',
        featured: false,
      },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    await secondServes({
      all: ['Three', 'One, renamed', 'Two'],
      featured: ['Three', 'Two'],
      ...(built ? { page: ['Three', 'One, renamed', 'Two'] } : {}),
    })

    const reordered = await first.app.inject({
      method: 'POST',
      url: '/api/admin/portfolio/reorder',
      headers: admin,
      payload: { ids: [two.id, one.id, three.id] },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    await secondServes({
      all: ['Two', 'One, renamed', 'Three'],
      featured: ['Two', 'Three'],
      ...(built ? { page: ['Two', 'One, renamed', 'Three'] } : {}),
    })

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/admin/portfolio/${two.id}`,
      headers: admin,
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    await secondServes({
      all: ['One, renamed', 'Three'],
      featured: ['Three'],
      ...(built ? { page: ['One, renamed', 'Three'] } : {}),
    })
    expect(await served(first)).toEqual(await served(second))
  })

  it('made on the second instance is served by the first', async () => {
    const before = await served(first)
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/admin/portfolio',
      headers: admin,
      payload: {
        title: 'From the second',
        description: 'Added on the other instance.',
        imageUrl: 'https://images.example/second.jpg',
        category: 'Education',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    await vi.waitFor(
      async () => expect((await served(first)).all).toEqual(['From the second', ...before.all]),
      { timeout: 2000, interval: 10 },
    )
  })
})

describe('portfolio writes at the same time', () => {
  it('give items added together each a place of their own, in the order they committed', async () => {
    const add = (target: TestApp, title: string) =>
      target.app.inject({
        method: 'POST',
        url: '/api/admin/portfolio',
        headers: admin,
        payload: {
          title,
          description: 'Added at the same time.',
          imageUrl: 'https://images.example/same.jpg',
          category: 'Fitness',
        },
      })
    const answers = await Promise.all([add(first, 'Race A'), add(second, 'Race B'), add(first, 'Race C')])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const positions = answers.map((r) => (r.json() as { item: { position: number } }).item.position)
    expect(new Set(positions).size).toBe(3)
    const list = (
      await first.app.inject({ method: 'GET', url: '/api/admin/portfolio', headers: admin })
    ).json()
    const all = list.items as Array<{ position: number }>
    expect(all.map((i) => i.position)).toEqual([...all.map((i) => i.position)].sort((a, b) => a - b))
    expect(new Set(all.map((i) => i.position)).size).toBe(all.length)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../db/client'
import { seedPortfolioItem } from '../../db/seed/factories'
import { CACHE_CHANNEL, PublicCache } from '../../lib/public-cache'
import { createTestApp, type TestApp } from '../../test/test-app'
import { PORTFOLIO_CACHE_PREFIX } from './portfolio.service'
import { testEnv } from '../../test/config'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** A second handle on the same database: PGlite has one connection, PostgreSQL gets a pool of its own. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return database
  const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
  const url = new URL(testEnv.databaseUrl!)
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`
  return createDatabase({ databaseUrl: url.toString(), poolSize: 2 })
}

function get(target: TestApp, url: string, headers: Record<string, string> = {}) {
  return target.app.inject({ method: 'GET', url, headers })
}

type Item = { id: number; title: string; featured: boolean }
const titles = (items: Item[]) => items.map((i) => i.title)

/** Tells every instance the portfolio changed and waits until `target` serves `count` items. */
async function invalidateAndWait(target: TestApp, count: number) {
  await t.database.notify(CACHE_CHANNEL, PORTFOLIO_CACHE_PREFIX)
  await vi.waitFor(async () => expect((await get(target, '/api/portfolio')).json()).toHaveLength(count), {
    timeout: 3000,
    interval: 20,
  })
}

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n))

describe('GET /api/portfolio and /api/portfolio/featured', () => {
  it('answer empty lists when there are no items', async () => {
    for (const url of ['/api/portfolio', '/api/portfolio/featured']) {
      const res = await get(t, url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual([])
    }
  })

  describe('with items', () => {
    beforeAll(async () => {
      const db = t.database.db
      await seedPortfolioItem(db, { title: 'Plain old', createdAt: day(0) })
      for (let i = 1; i <= 7; i++) {
        await seedPortfolioItem(db, {
          title: `Featured ${i}`,
          featured: true,
          createdAt: day(i),
          seedKey: `featured-${i}`,
          websiteUrl: i === 7 ? 'https://featured-7.example' : null,
        })
      }
      await seedPortfolioItem(db, { title: 'Plain new', createdAt: day(30) })
      await invalidateAndWait(t, 9)
    })

    it("lists the items in the admin panel's order; items with the same place newest first", async () => {
      const res = await get(t, '/api/portfolio')
      expect(res.statusCode).toBe(200)
      expect(titles(res.json())).toEqual([
        'Plain new',
        ...[7, 6, 5, 4, 3, 2, 1].map((i) => `Featured ${i}`),
        'Plain old',
      ])
    })

    it('lists only featured items on the landing page, the six newest', async () => {
      const items: Item[] = (await get(t, '/api/portfolio/featured')).json()
      expect(titles(items)).toEqual([7, 6, 5, 4, 3, 2].map((i) => `Featured ${i}`))
      expect(items.every((i) => i.featured)).toBe(true)
    })

    it('answers exactly the contract fields, nothing internal', async () => {
      for (const url of ['/api/portfolio', '/api/portfolio/featured']) {
        const first = ((await get(t, url)).json() as Item[]).find((i) => i.title === 'Featured 7')!
        expect(Object.keys(first).sort()).toEqual(
          ['category', 'description', 'featured', 'id', 'imageUrl', 'title', 'websiteUrl'].sort(),
        )
        expect(first).toEqual({
          id: expect.any(Number),
          title: 'Featured 7',
          description: 'A five-page site for a local business.',
          category: 'Consulting',
          imageUrl: '/portfolio/harbor-consulting.jpg',
          websiteUrl: 'https://featured-7.example',
          featured: true,
        })
        expect(JSON.stringify((await get(t, url)).json())).not.toMatch(
          /seedKey|seed_key|createdAt|featured-7"/,
        )
      }
    })

    it('answers 304 when the browser already has the current list', async () => {
      for (const url of ['/api/portfolio', '/api/portfolio/featured']) {
        const first = await get(t, url)
        const etag = first.headers.etag as string
        expect(etag).toMatch(/^"[\w-]+"$/)
        expect(first.headers['cache-control']).toBe('public, no-cache')
        const again = await get(t, url, { 'if-none-match': etag })
        expect(again.statusCode).toBe(304)
        expect(again.body).toBe('')
        expect(again.headers.etag).toBe(etag)
        const stale = await get(t, url, { 'if-none-match': '"not-the-current-one"' })
        expect(stale.statusCode).toBe(200)
        expect(stale.json()).toEqual(first.json())
      }
      const all = await get(t, '/api/portfolio')
      const featured = await get(t, '/api/portfolio/featured')
      expect(all.headers.etag).not.toBe(featured.headers.etag)
    })
  })

  describe('across instances', () => {
    let other: TestApp
    let otherDatabase: DatabaseHandle
    beforeAll(async () => {
      otherDatabase = await secondHandle(t.database)
      other = await createTestApp({ database: otherDatabase })
    })
    afterAll(async () => {
      await other?.close()
      if (otherDatabase && otherDatabase !== t.database) await otherDatabase.close()
    })

    it('serves a new item on every instance once the change is notified', async () => {
      const before: Item[] = (await get(t, '/api/portfolio')).json()
      expect((await get(other, '/api/portfolio')).json()).toEqual(before)
      const oldEtag = (await get(other, '/api/portfolio')).headers.etag as string

      await seedPortfolioItem(t.database.db, { title: 'Brand new', featured: true, createdAt: day(60) })
      // Both instances answer from their cache until told.
      expect((await get(t, '/api/portfolio')).json()).toEqual(before)
      expect((await get(other, '/api/portfolio')).json()).toEqual(before)

      await t.database.notify(CACHE_CHANNEL, PORTFOLIO_CACHE_PREFIX)
      for (const target of [t, other]) {
        await vi.waitFor(
          async () => {
            expect(titles((await get(target, '/api/portfolio')).json())[0]).toBe('Brand new')
            expect(titles((await get(target, '/api/portfolio/featured')).json())[0]).toBe('Brand new')
          },
          { timeout: 3000, interval: 20 },
        )
      }
      const res = await get(other, '/api/portfolio', { 'if-none-match': oldEtag })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toHaveLength(before.length + 1)
    })
  })

  it('does not keep a list read before a change that was notified while it loaded', async () => {
    const cache = new PublicCache(t.database)
    await cache.start()
    onTestFinished(() => cache.stop())
    const dropped = vi.spyOn(cache, 'drop')
    const key = `${PORTFOLIO_CACHE_PREFIX}all`
    let release!: (value: unknown) => void
    const slow = cache.get(key, () => new Promise((resolve) => (release = resolve)))

    await t.database.notify(CACHE_CHANNEL, PORTFOLIO_CACHE_PREFIX)
    await vi.waitFor(() => expect(dropped).toHaveBeenCalledWith(PORTFOLIO_CACHE_PREFIX), { timeout: 3000 })
    // A reader after the change does not wait for the load that began before it.
    const fresh = cache.get(key, async () => ['new'])
    release(['old'])
    expect((await slow).identity.toString()).toBe('["old"]')
    expect((await fresh).identity.toString()).toBe('["new"]')
    expect((await cache.get(key, async () => ['newer'])).identity.toString()).toBe('["new"]')
  })

  it('keeps an answer no longer than the time to live its reader asks for', async () => {
    const cache = new PublicCache(t.database)
    let loads = 0
    const load = async () => ++loads
    expect((await cache.get('short', load, 200)).identity.toString()).toBe('1')
    expect((await cache.get('short', load, 200)).identity.toString()).toBe('1')
    // The clock moves on by the time to live, without a real wait a busy machine could stretch.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    vi.setSystemTime(Date.now() + 250)
    expect((await cache.get('short', load, 200)).identity.toString()).toBe('2')
  })
})

import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UpdateSiteSettings } from '../../../shared/contracts/site-settings'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { createDatabase, type DatabaseHandle } from '../../db/client'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { testEnv } from '../../test/config'
import { pageData } from '../../test/page-data'
import { createTestApp, type TestApp } from '../../test/test-app'

/*
 * Two instances on one database serve the public pages of the built client (npm test builds it first). The
 * landing page is rendered by the server with the cached settings (pages.ts names /api/site-settings as its
 * data); a save on one instance drops the cached answer on both (LISTEN/NOTIFY), so the other renders the page
 * again with the new figures, and every page carries the new chat number, without a rebuild.
 */

const staticDir = path.resolve(import.meta.dirname, '../../../../dist/client')

/** A second handle on the same database: PGlite has one connection, PostgreSQL gets a pool of its own. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return database
  const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
  const url = new URL(testEnv.databaseUrl!)
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`
  return createDatabase({ databaseUrl: url.toString(), poolSize: 2 })
}

let one: TestApp
let two: TestApp
let twoDatabase: DatabaseHandle
let admin: Record<string, string>

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'pages', 'manifest.json')))
    throw new Error(`No built client at ${staticDir}: run npm run build first`)
  const config = { staticDir, chatNumber: '442045771290' }
  one = await createTestApp({ config })
  twoDatabase = await secondHandle(one.database)
  two = await createTestApp({ config, database: twoDatabase })
  await createStaff(one, 'admin', 'pages-admin@studio.test')
  admin = bearer(await signInStaff(one, 'admin', 'pages-admin@studio.test'))
})
afterAll(async () => {
  await two?.close()
  if (twoDatabase && twoDatabase !== one?.database) await twoDatabase.close()
  await one?.close()
})

const get = (target: TestApp, url: string, headers: Record<string, string> = {}) =>
  target.app.inject({ method: 'GET', url, headers })

/** The figures of the trust bar as the page's HTML shows them (each a <dd> before its <dt>). */
function trustBar(html: string): string[] {
  const section = /<section aria-label="SiteCraft in numbers"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ''
  return [...section.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1]!)
}

const chatNumberOf = (html: string) => /<meta name="chat-number" content="([^"]*)"/.exec(html)?.[1]

describe('the landing page on two instances', () => {
  it('shows the stated figures, the guarantee and the chat number in its HTML, the same on both', async () => {
    for (const target of [one, two]) {
      const res = await get(target, '/')
      expect(res.statusCode).toBe(200)
      expect(trustBar(res.body)).toEqual(['1,200+', '500+', '4.9/5', '7 days', '99%'])
      expect(res.body).toContain('7-day money-back guarantee after delivery')
      // The whole page, its sections below the first screen included, is in the HTML before any script runs.
      expect(res.body).toContain('Frequently Asked Questions')
      expect(res.body).toContain('Still Confused? Our Developer Will Call You!')
      expect(chatNumberOf(res.body)).toBe('442045771290')
      expect(await pageData(res.body, 'routes/landing')).toHaveProperty(['/api/site-settings'])
      expect(chatNumberOf((await get(target, '/privacy-policy')).body)).toBe('442045771290')
      expect((await get(target, '/support')).body).toContain('A 7-day money-back guarantee after delivery')
      expect((await get(target, '/terms-of-service')).body).toMatch(
        /<strong>7\s*(<!-- -->)?\s*days after delivery/,
      )
    }
  })

  it('shows what an admin saved on one instance on the other, without a rebuild', async () => {
    const before = await get(two, '/')
    const etag = String(before.headers.etag)
    const { chatNumber: _c, ...defaults } = { ...DEFAULT_SITE_SETTINGS }
    const body: UpdateSiteSettings = {
      ...defaults,
      trustBar: {
        ...defaults.trustBar,
        businessesServed: { label: 'happy businesses', stated: 2_537 },
        rating: { label: 'average rating', value: '4.8/5' },
      },
      guaranteeDays: 30,
      chatNumber: '+1 555 0100 200',
      promotion: {
        title: 'Autumn offer',
        discountPercent: 10,
        endsAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      },
    }
    const saved = await one.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: body,
    })
    expect(saved.statusCode).toBe(200)

    await vi.waitFor(
      async () => {
        const res = await get(two, '/', { 'if-none-match': etag })
        expect(res.statusCode).toBe(200)
        expect(trustBar(res.body)).toEqual(['2,500+', '500+', '4.8/5', '7 days', '99%'])
        expect(res.body).toContain('happy businesses')
        expect(res.body).toContain('30-day money-back guarantee after delivery')
        expect(res.body).not.toContain('7-day money-back')
        expect(chatNumberOf(res.body)).toBe('15550100200')
      },
      { timeout: 5000, interval: 50 },
    )
    // The other pages that state the guarantee show the new one; every page carries the new number.
    const support = (await get(two, '/support')).body
    expect(support).toContain('A 30-day money-back guarantee after delivery')
    expect(chatNumberOf(support)).toBe('15550100200')
    expect((await get(two, '/terms-of-service')).body).toMatch(
      /<strong>30\s*(<!-- -->)?\s*days after delivery/,
    )
    expect(chatNumberOf((await get(two, '/privacy-policy')).body)).toBe('15550100200')
    expect(chatNumberOf((await get(two, '/no-such-page')).body)).toBe('15550100200')
    const mine = await get(one, '/')
    expect(trustBar(mine.body)).toEqual(['2,500+', '500+', '4.8/5', '7 days', '99%'])
    expect(mine.headers.etag).toBe((await get(two, '/')).headers.etag)
    // The settings the page was rendered with are written into it, as the public read answers them.
    expect(await pageData(mine.body, 'routes/landing')).toEqual({
      '/api/site-settings': (await get(two, '/api/site-settings')).json(),
    })
  })

  it('renders the page once per change, not per request', async () => {
    const first = await get(two, '/')
    const again = await get(two, '/', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })
})

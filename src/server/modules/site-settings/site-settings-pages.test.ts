import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UpdateSiteSettings } from '../../../shared/contracts/site-settings'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { createDatabase, type DatabaseHandle } from '../../db/client'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { testEnv } from '../../test/config'
import { createTestApp, type TestApp } from '../../test/test-app'

/*
 * Two instances on one database serve the public pages. The landing page is rendered by the server with the cached
 * settings (routes.ts names /api/site-settings as its data); a save on one instance drops the cached answer on both
 * (LISTEN/NOTIFY), so the other renders the page again with the new figures, and every page carries the new chat
 * number, without a rebuild.
 *
 * The client here is a stand-in for `npm run build`'s output with the same layout: the real HTML template as each
 * page's shell and the real server renderer (app/entry-server.tsx, compiled by the test runner instead of the
 * build), so the landing page's markup is the application's own.
 */

const SRC = path.resolve(import.meta.dirname, '../../..')

const ENTRY_SERVER = path.join(SRC, 'client/app/entry-server.tsx')

/** Like the build: every route that names API paths (`data` in routes.ts) is rendered by the server. */
async function builtClient(): Promise<string> {
  const { ROUTES } = (await import(pathToFileURL(ENTRY_SERVER).href)) as {
    ROUTES: Array<{ path: string; data?: string[] }>
  }
  const root = mkdtempSync(path.join(tmpdir(), 'sitecraft-pages-'))
  const pages = path.join(root, 'pages')
  mkdirSync(pages)
  const template = readFileSync(path.join(SRC, 'client/index.html'), 'utf8').replace(
    '<script type="module" src="/app/entry-client.tsx"></script>',
    '',
  )
  const page = (title: string, body: string) =>
    template.replace('<!--head-->', `<title>${title}</title>`).replace('<!--app-html-->', body)
  writeFileSync(path.join(pages, 'shell.html'), template.replace('<!--head-->', '<title>SiteCraft</title>'))
  writeFileSync(path.join(pages, 'page.html'), page('SiteCraft', ''))
  writeFileSync(path.join(pages, 'privacy-policy.html'), page('Privacy', '<h1>Privacy Policy</h1>'))
  writeFileSync(path.join(pages, '404.html'), page('Not found', '<h1>Page not found</h1>'))
  const liveRoutes = ROUTES.filter((r) => r.data)
  writeFileSync(
    path.join(pages, 'manifest.json'),
    JSON.stringify({
      routes: {
        ...Object.fromEntries(liveRoutes.map((r) => [r.path, 'pages/page.html'])),
        '/privacy-policy': 'pages/privacy-policy.html',
      },
      notFound: 'pages/404.html',
      live: Object.fromEntries(liveRoutes.map((r) => [r.path, { shell: 'pages/shell.html', data: r.data }])),
      renderer: path.relative(root, ENTRY_SERVER),
    }),
  )
  return root
}

/** A second handle on the same database: PGlite has one connection, PostgreSQL gets a pool of its own. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') return database
  const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`)
  const url = new URL(testEnv.databaseUrl!)
  url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`
  return createDatabase({ databaseUrl: url.toString(), poolSize: 2 })
}

let staticDir: string
let one: TestApp
let two: TestApp
let twoDatabase: DatabaseHandle
let admin: Record<string, string>

beforeAll(async () => {
  staticDir = await builtClient()
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
  rmSync(staticDir, { recursive: true, force: true })
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
      expect(res.body).toContain('<script type="application/json" id="initial-data">')
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
    const data = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(mine.body)?.[1]
    expect(JSON.parse(data!)).toEqual({ '/api/site-settings': (await get(two, '/api/site-settings')).json() })
  })

  it('renders the page once per change, not per request', async () => {
    const first = await get(two, '/')
    const again = await get(two, '/', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })
})

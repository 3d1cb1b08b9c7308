import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPortfolioItem } from '../../db/seed/factories'
import { createTestApp, type TestApp } from '../../test/test-app'
import { invalidatePortfolio } from '../portfolio/portfolio.service'
import type { PagesManifest } from './pages.routes'

// Serves the built client (npm test builds it first), as production does.
const staticDir = path.resolve(import.meta.dirname, '../../../../dist/client')

let t: TestApp
beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'pages', 'manifest.json')))
    throw new Error(`No built client at ${staticDir}: run npm run build first`)
  t = await createTestApp({ config: { staticDir } })
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

/** The API answers written into a page for the client to start from. */
function initialData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)
  expect(match, 'initial data script').not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, unknown>
}

describe('GET /portfolio, rendered with the live list', () => {
  it('shows the empty state, in the HTML, when there are no items', async () => {
    const res = await get('/portfolio')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('No Portfolio Items Yet')
    expect(res.body).not.toContain('Loading portfolio')
    expect(initialData(res.body)).toEqual({ '/api/portfolio': [] })
  })

  it('shows every item in the HTML and carries the same list the API answers, again after each change', async () => {
    await seedPortfolioItem(t.database.db, { title: 'Corner Bakery' })
    await invalidatePortfolio(t.app.ctx)
    const first = await get('/portfolio')
    expect(first.body).toContain('Corner Bakery')
    expect(first.body).not.toContain('No Portfolio Items Yet')
    const api = (await get('/api/portfolio')).json()
    expect(initialData(first.body)).toEqual({ '/api/portfolio': api })

    // Unchanged data: the same page, so the browser's copy stays valid.
    const again = await get('/portfolio', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)

    await seedPortfolioItem(t.database.db, { title: 'Riverside Dental' })
    await invalidatePortfolio(t.app.ctx)
    const second = await get('/portfolio', { 'if-none-match': String(first.headers.etag) })
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain('Corner Bakery')
    expect(second.body).toContain('Riverside Dental')
    expect((initialData(second.body)['/api/portfolio'] as unknown[]).length).toBe(2)
  })

  it('writes what an admin typed as text, never as markup, in the page and in its data', async () => {
    const title = '</script><script>alert(1)</script><b>Bold</b>'
    await seedPortfolioItem(t.database.db, { title })
    await invalidatePortfolio(t.app.ctx)
    const res = await get('/portfolio')
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).not.toContain('<b>Bold</b>')
    expect(res.body).toContain('&lt;b&gt;Bold&lt;/b&gt;')
    const items = initialData(res.body)['/api/portfolio'] as { title: string }[]
    expect(items.map((i) => i.title)).toContain(title)
  })

  it('keeps the other pages as prerendered, with no data', async () => {
    const res = await get('/privacy-policy')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Privacy Policy')
    expect(res.body).not.toContain('id="initial-data"')
  })
})

describe('the pages that state the site settings', () => {
  it('render the landing page, the support page and the terms with the settings, written into them', async () => {
    const settings = (await get('/api/site-settings')).json()
    for (const url of ['/', '/support', '/terms-of-service']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(initialData(res.body)).toEqual({ '/api/site-settings': settings })
    }
    expect((await get('/')).body).toContain('1,200+')
    expect((await get('/')).body).toContain('7-day money-back guarantee after delivery')
  })
})

describe('unknown API paths beside the pages', () => {
  it('answers 404 in JSON, not 405: the pages catch-all does not make an API path exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Not found')
    const known = await t.app.inject({ method: 'DELETE', url: '/api/portfolio' })
    expect(known.statusCode).toBe(405)
    expect(known.headers.allow).toBe('GET, HEAD')
  })
})

describe('every page names the script files its route runs', () => {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(staticDir, file), 'utf8')) as T
  /** The page's entry script and its modulepreload links, in order. */
  function scriptsOf(html: string): string[] {
    const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html)?.[1]
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((m) => m[1]!)
    return [entry!, ...preloads]
  }

  it.each([
    '/',
    '/checkout',
    '/payment-success',
    '/project-setup',
    '/dashboard',
    '/dashboard/support',
    '/admin',
    '/admin/users',
    '/cfo-dashboard',
    '/portfolio',
    '/nope',
  ])('%s: all of them in one wave', async (url) => {
    const pages = read<PagesManifest>('pages/manifest.json')
    const vite = read<Record<string, { file: string; imports?: string[] }>>('.vite/manifest.json')
    const res = await get(url)
    const scripts = scriptsOf(res.body)
    expect(scripts).toEqual(pages.scripts[url === '/nope' ? '*' : url])
    // The whole graph: every file a listed file imports is listed too, so none waits for another to load.
    const byFile = new Map(Object.values(vite).map((chunk) => [chunk.file, chunk]))
    for (const file of scripts) {
      expect(existsSync(path.join(staticDir, file)), file).toBe(true)
      for (const key of byFile.get(file)?.imports ?? []) expect(scripts).toContain(vite[key]!.file)
    }
  })
})

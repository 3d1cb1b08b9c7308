import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPortfolioItem } from '../../db/seed/factories'
import { createTestApp, type TestApp } from '../../test/test-app'
import { invalidatePortfolio } from '../portfolio/portfolio.service'
import { pageData, pageLoaderData } from '../../test/page-data'
import { inlineScriptHashes } from './pages.routes'

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

const ROUTE_OF: Record<string, string> = {
  '/': 'routes/landing',
  '/portfolio': 'routes/portfolio',
  '/support': 'routes/support',
  '/terms-of-service': 'routes/terms-of-service',
}

/** The API answers written into a page for the client to start from. */
const initialData = (html: string, url = '/portfolio') => pageData(html, ROUTE_OF[url]!)

describe('GET /portfolio, rendered with the live list', () => {
  it('shows the empty state, in the HTML, when there are no items', async () => {
    const res = await get('/portfolio')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('No Portfolio Items Yet')
    expect(res.body).not.toContain('Loading portfolio')
    expect(await initialData(res.body)).toEqual({ '/api/portfolio': [] })
  })

  it('shows every item in the HTML and carries the same list the API answers, again after each change', async () => {
    await seedPortfolioItem(t.database.db, { title: 'Corner Bakery' })
    await invalidatePortfolio(t.app.ctx)
    const first = await get('/portfolio')
    expect(first.body).toContain('Corner Bakery')
    expect(first.body).not.toContain('No Portfolio Items Yet')
    const api = (await get('/api/portfolio')).json()
    expect(await initialData(first.body)).toEqual({ '/api/portfolio': api })

    // Unchanged data: the same page, so the browser's copy stays valid.
    const again = await get('/portfolio', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)

    await seedPortfolioItem(t.database.db, { title: 'Riverside Dental' })
    await invalidatePortfolio(t.app.ctx)
    const second = await get('/portfolio', { 'if-none-match': String(first.headers.etag) })
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain('Corner Bakery')
    expect(second.body).toContain('Riverside Dental')
    expect(((await initialData(second.body))['/api/portfolio'] as unknown[]).length).toBe(2)
  })

  it('writes what an admin typed as text, never as markup, in the page and in its data', async () => {
    const title = '</script><script>alert(1)</script><b>Bold</b>'
    await seedPortfolioItem(t.database.db, { title })
    await invalidatePortfolio(t.app.ctx)
    const res = await get('/portfolio')
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).not.toContain('<b>Bold</b>')
    expect(res.body).toContain('&lt;b&gt;Bold&lt;/b&gt;')
    const items = (await initialData(res.body))['/api/portfolio'] as { title: string }[]
    expect(items.map((i) => i.title)).toContain(title)
  })

  it('keeps the other pages as prerendered, with no data', async () => {
    const res = await get('/privacy-policy')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Privacy Policy')
    expect(res.body).not.toContain('"routes/privacy-policy":{')
    expect(await pageLoaderData(res.body)).toEqual({})
  })
})

describe('the pages that state the site settings', () => {
  it('render the landing page, the support page and the terms with the settings, written into them', async () => {
    const settings = (await get('/api/site-settings')).json()
    for (const url of ['/', '/support', '/terms-of-service']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(await initialData(res.body, url)).toEqual({ '/api/site-settings': settings })
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

describe('how a page starts', () => {
  /** Every script file a page names: its module preloads and the modules its inline loader imports. */
  function scriptsOf(html: string): string[] {
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]!)
    const imports = [...html.matchAll(/import[^"]*"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    return [...new Set([...preloads, ...imports])]
  }

  it.each([
    '/',
    '/checkout',
    '/dashboard',
    '/dashboard/support',
    '/admin/users',
    '/cfo-dashboard',
    '/portfolio',
  ])('%s names its code, every file of it built, in one wave of module preloads', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    const scripts = scriptsOf(res.body)
    expect(scripts.length).toBeGreaterThan(2)
    for (const file of scripts) expect(existsSync(path.join(staticDir, file)), file).toBe(true)
  })

  it.each(['/', '/login', '/dashboard', '/portfolio', '/nope'])(
    '%s: its policy allows exactly the inline scripts it carries',
    async (url) => {
      const res = await get(url)
      const csp = /script-src [^;]*/.exec(String(res.headers['content-security-policy']))![0]
      const hashes = inlineScriptHashes(res.body)
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(csp).toContain(`'${hash}'`)
      expect(csp).not.toContain('unsafe-inline')
    },
  )

  it('answers an unknown address, and an area section that does not exist, with the not-found page and 404', async () => {
    for (const url of ['/nope', '/admin/bogus', '/dashboard/nothing/here']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('Oops! Page Not Found')
      expect(res.headers['content-type']).toContain('text/html')
    }
  })

  it("answers the router's data request for a live page with the same answers", async () => {
    const res = await get('/portfolio.data')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('/api/portfolio')
  })
})

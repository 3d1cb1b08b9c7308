import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './support/browser'

/** How the built app serves itself over real HTTP: prerendered pages, compressed hashed assets, errors. */
describe('serving the built app', () => {
  it('serves the landing page prerendered, compressed, revalidated by ETag', async () => {
    const res = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    // The content is in the HTML before any script runs.
    expect(html).toContain('Frequently Asked Questions')
    expect(html).toContain('Still Confused? Our Developer Will Call You!')
    expect(html).not.toContain('__CHAT_NUMBER__')
    const etag = res.headers.get('etag')!
    const again = await fetch(`${baseUrl()}/`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    // Every script file the page names (its module preloads and the modules its loader imports); React, which
    // every page preloads, is the largest.
    const named = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))]
    expect(named.length).toBeGreaterThan(2)
    const sizes = await Promise.all(
      named.map(async (file) => (await (await fetch(`${baseUrl()}${file}`)).arrayBuffer()).byteLength),
    )
    const script = named[sizes.indexOf(Math.max(...sizes))]
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': encoding } })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const body = await res.arrayBuffer()
      // Files of 1 KB or more are precompressed.
      expect(body.byteLength).toBeGreaterThan(1024)
      expect(res.headers.get('content-encoding')).toBe(encoding)
    }
  })

  it('answers an unknown page with the not-found page and status 404, an unknown API path with JSON', async () => {
    const page = await fetch(`${baseUrl()}/no-such-page`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Oops! Page Not Found')
    const api = await fetch(`${baseUrl()}/api/no-such-thing`)
    expect(api.status).toBe(404)
    expect((await api.json()).message).toBe('Not found')
  })

  it('answers 400 to malformed JSON and 413 to a body over 1 MB, with a message', async () => {
    const bad = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('Request body is not valid JSON.')
    const big = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', details: 'x'.repeat(1_100_000) }),
    })
    expect(big.status).toBe(413)
  })

  it('reports health and readiness, and sets the security headers on pages', async () => {
    expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200)
    expect((await fetch(`${baseUrl()}/readyz`)).status).toBe(200)
    const res = await fetch(`${baseUrl()}/portfolio`)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("allows each page's own inline scripts by their hashes, and no other", async () => {
    for (const address of [
      '/',
      '/portfolio',
      '/login',
      '/dashboard',
      '/admin',
      '/cfo-dashboard',
      '/no-such-page',
    ]) {
      const res = await fetch(`${baseUrl()}${address}`)
      const html = await res.text()
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1]!)
        .filter(Boolean)
      expect(inline.length, address).toBeGreaterThan(0)
      const scriptSrc = /script-src [^;]*/.exec(res.headers.get('content-security-policy') ?? '')![0]
      const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
      expect(scriptSrc.split(' ').slice(1).sort(), address).toEqual(["'self'", ...new Set(hashes)].sort())
    }
  })

  it('serves the OpenAPI document of every public endpoint', async () => {
    const doc = await (await fetch(`${baseUrl()}/api/docs/json`)).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/contact',
        '/api/support',
        '/api/coupon-email',
        '/api/portfolio',
        '/api/auth/send-otp',
      ]),
    )
  })
})

// Gzipped JavaScript each public page loads before any interaction (measured in Chromium), against React
// alone as the control. Printed, never a budget.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, fmt, root, startBuiltServer } from './lib.mjs'

const client = path.join(root, 'dist', 'client')

export async function bundleSize() {
  const results = {}
  // Every script the browser fetches with no interaction at all: load, then wait until the network is idle.
  const server = await startBuiltServer()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    for (const [name, url] of [
      ['/', '/'],
      ['/portfolio', '/portfolio'],
      ['/support', '/support'],
      ['/terms-of-service', '/terms-of-service'],
      ['not found', '/nope'],
    ]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
      const files = new Set()
      page.on('request', (r) => {
        if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname)
      })
      await page.goto(server.url + url, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1500)
      let gz = 0
      for (const f of files) gz += gzipSync(readFileSync(path.join(client, f)), { level: 9 }).length
      results[name] = { files: files.size, kb: gz / 1024 }
      await page.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  // Control: React and ReactDOM's client alone, minified the same way.
  const out = await build({
    stdin: {
      contents:
        "import { hydrateRoot } from 'react-dom/client'; import { createElement } from 'react'; hydrateRoot(document.body, createElement('div'))",
      resolveDir: root,
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const reactKb = gzipSync(out.outputFiles[0].contents, { level: 9 }).length / 1024
  const landing = results['/'].kb
  console.log('\n## Landing page JavaScript before interaction (gzip)')
  console.log(`control: React + ReactDOM alone      ${fmt(reactKb)} KB`)
  for (const [page, r] of Object.entries(results))
    console.log(`${page.padEnd(36)} ${fmt(r.kb)} KB in ${r.files} files`)
  console.log(`ratio landing / React alone          ${fmt(landing / reactKb, 2)}×`)
  // Printed, not gated: what a person feels is the page's speed on a phone (npm run bench -- pages).
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await bundleSize()) ? 0 : 1)

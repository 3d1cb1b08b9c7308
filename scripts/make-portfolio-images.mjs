// Renders each showcase site in public/showcase/<key>/index.html with headless Chromium
// and writes the portfolio thumbnail public/portfolio/<key>.jpg (1200×800).
//
//   node scripts/make-portfolio-images.mjs            # all portfolio items
//   node scripts/make-portfolio-images.mjs ember-table # just one
import { mkdir, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export const PORTFOLIO_KEYS = [
  'ember-table',
  'northgate-legal',
  'pulse-fitness',
  'willow-realty',
  'bright-smile',
  'loom-thread',
  'harbor-consulting',
  'maya-chen',
]

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const VIEWPORT = { width: 1440, height: 960 }
const OUTPUT_WIDTH = 1200

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** Blocks every request that is not a local file, so a page can never reach the network. */
export async function offlineContext(browser, options) {
  const context = await browser.newContext(options)
  await context.route('**/*', (route) =>
    route.request().url().startsWith('file://') ? route.continue() : route.abort(),
  )
  return context
}

async function main() {
  const keys = process.argv.slice(2).length ? process.argv.slice(2) : PORTFOLIO_KEYS
  const unknown = keys.filter((k) => !PORTFOLIO_KEYS.includes(k))
  if (unknown.length) throw new Error(`Unknown portfolio key(s): ${unknown.join(', ')}`)

  await mkdir(join(root, 'public/portfolio'), { recursive: true })
  const browser = await launchBrowser()
  try {
    const context = await offlineContext(browser, {
      viewport: VIEWPORT,
      deviceScaleFactor: OUTPUT_WIDTH / VIEWPORT.width,
    })
    const page = await context.newPage()
    for (const key of keys) {
      const url = pathToFileURL(join(root, 'public/showcase', key, 'index.html')).href
      await page.goto(url, { waitUntil: 'load' })
      const out = join(root, 'public/portfolio', `${key}.jpg`)
      await page.screenshot({
        path: out,
        type: 'jpeg',
        quality: 80,
        clip: { x: 0, y: 0, ...VIEWPORT },
      })
      const { size } = await stat(out)
      console.log(`${key}.jpg  ${(size / 1024).toFixed(1)} KB`)
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main()
}

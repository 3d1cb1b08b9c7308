// Screenshot a page in headless Chromium: node e2e/tools/shot.mjs <url> <out.png> [width=1440] [--full]
import { chromium } from 'playwright-core'

const [url, out, width = '1440', full] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: node e2e/tools/shot.mjs <url> <out.png> [width] [--full]')
  process.exit(1)
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 812 : 900 },
})
const errors = []
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
page.on('pageerror', (e) => errors.push(String(e)))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: full === '--full' })
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
console.log(JSON.stringify({ out, horizontalOverflowPx: overflow, consoleErrors: errors }))
await browser.close()

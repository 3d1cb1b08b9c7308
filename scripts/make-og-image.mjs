// Builds the social-sharing image public/og-image.jpg (1200×630) from an HTML layout
// that frames three portfolio screenshots as browser windows.
// Run scripts/make-portfolio-images.mjs first so the screenshots are up to date.
//
//   node scripts/make-og-image.mjs
import { readFile, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser, offlineContext } from './make-portfolio-images.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const WIDTH = 1200
const HEIGHT = 630

/** Screenshots shown in the image, back to front. */
const WINDOWS = [
  { key: 'willow-realty', host: 'willowlane.example' },
  { key: 'ember-table', host: 'emberandtable.example' },
  { key: 'bright-smile', host: 'brightsmile.example' },
]

const LOGO_PATH =
  'M18 40c0 5 5 8 13 8 9 0 15-4 15-11 0-6-4-9-12-10l-5-1c-4-1-5-2-5-4s2-4 7-4c4 0 7 2 7 5h7c0-7-6-11-14-11-9 0-14 4-14 11 0 6 4 9 11 10l5 1c4 1 6 2 6 4 0 3-3 4-8 4s-8-2-8-5z'

async function dataUrl(key) {
  const bytes = await readFile(join(root, 'public/portfolio', `${key}.jpg`))
  return `data:image/jpeg;base64,${bytes.toString('base64')}`
}

function browserWindow({ host, src }, index) {
  return `
  <figure class="win w${index}">
    <div class="bar"><i></i><i></i><i></i><span>${host}</span></div>
    <img src="${src}" alt="">
  </figure>`
}

function html(windows) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{position:relative;font-family:"Helvetica Neue",Arial,"Liberation Sans",sans-serif;color:#fff;
 background:radial-gradient(ellipse 70% 80% at 85% 60%,rgba(96,165,250,.45),transparent 70%),
 radial-gradient(ellipse 50% 60% at 0% 100%,rgba(30,58,138,.7),transparent 70%),#1d4ed8}
.grid{position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.06) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.06) 1px,transparent 1px);background-size:40px 40px;
 -webkit-mask-image:linear-gradient(90deg,#000 0%,transparent 70%)}
.copy{position:absolute;left:72px;top:0;bottom:0;width:520px;display:flex;flex-direction:column;justify-content:center}
.brand{display:flex;align-items:center;gap:16px;font-size:40px;font-weight:700;letter-spacing:-1px}
.brand svg{width:60px;height:60px;filter:drop-shadow(0 8px 18px rgba(15,23,42,.25))}
h1{font-size:50px;line-height:1.1;font-weight:700;letter-spacing:-1.5px;margin:34px 0 28px}
h1 span{color:#bfdbfe}
.pills{display:flex;gap:10px;flex-wrap:wrap}
.pills span{font-size:16px;font-weight:700;padding:8px 14px;white-space:nowrap;border-radius:999px;background:rgba(255,255,255,.14);border:1px solid rgba(255,255,255,.25)}
.pills span:first-child{background:#fff;color:#1d4ed8;border-color:#fff}
.win{position:absolute;width:560px;border-radius:12px;overflow:hidden;background:#fff;
 box-shadow:0 30px 60px rgba(15,23,42,.45),0 0 0 1px rgba(15,23,42,.08)}
.bar{height:30px;background:#f1f5f9;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;gap:7px;padding:0 12px}
.bar i{width:10px;height:10px;border-radius:50%;background:#f87171}
.bar i:nth-child(2){background:#fbbf24}.bar i:nth-child(3){background:#34d399}
.bar span{margin-left:12px;flex:1;max-width:260px;height:18px;border-radius:9px;background:#fff;border:1px solid #e2e8f0;color:#64748b;font-size:11px;line-height:16px;padding:0 10px}
.win img{display:block;width:100%;height:auto}
.w0{left:690px;top:34px;width:480px;opacity:.96}
.w1{left:620px;top:176px;width:520px}
.w2{left:820px;top:330px;width:480px}
</style></head>
<body>
<div class="grid"></div>
<div class="copy">
  <div class="brand"><svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fff"/><path d="${LOGO_PATH}" fill="#1d4ed8"/></svg>SiteCraft</div>
  <h1>Professional websites for small businesses <span>— $100 flat</span></h1>
  <div class="pills"><span>5-page website</span><span>Delivered in 7 days</span><span>Free .com domain</span></div>
</div>
${windows.map(browserWindow).join('')}
</body></html>`
}

async function main() {
  const windows = await Promise.all(WINDOWS.map(async (w) => ({ ...w, src: await dataUrl(w.key) })))
  const browser = await launchBrowser()
  try {
    const context = await offlineContext(browser, {
      viewport: { width: WIDTH, height: HEIGHT },
      deviceScaleFactor: 1,
    })
    const page = await context.newPage()
    await page.setContent(html(windows), { waitUntil: 'load' })
    const out = join(root, 'public/og-image.jpg')
    await page.screenshot({
      path: out,
      type: 'jpeg',
      quality: 85,
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    })
    const { size } = await stat(out)
    console.log(`og-image.jpg  ${(size / 1024).toFixed(1)} KB`)
  } finally {
    await browser.close()
  }
}

await main()

// npm run bench -- pages: Lighthouse mobile (simulated throttling) on the public pages and the signed-in pages,
// each signed-in one with a session of the right role put in storage before the audit, in interleaved rounds
// beside the static control page; medians, ratios to the control and PASS/FAIL against the page budgets. Also:
// the script files and requests each page makes, and how long the dashboard's projects take to show on a
// desktop browser with no throttling. BENCH_ROUNDS sets the rounds (5). BENCH_BASELINE names another build's
// folder (its dist/, with its own node_modules beside it): its pages are audited in the same rounds, interleaved,
// and each page's figures are printed beside the baseline's with their ratio.
import { chromium } from 'playwright-core'
import { BROWSER_ARGS, audit, fmt, median, startBuiltServer, startControl, startTlsProxy } from './lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/** BENCH_PAGES=landing,dashboard audits those pages only (and the control); a full run judges every page. */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean)
/** Lighthouse mobile budgets: public pages score at least 95, signed-in pages at least 90. */
const BUDGET = { publicScore: 95, score: 90, lcp: 2500, tbt: 200, cls: 0.1 }
const PUBLIC = new Set(['landing', 'portfolio', 'support', 'login'])
const DASHBOARD_BUDGET_MS = 600
/** Fresh desktop loads of the dashboard whose median is its time until the projects show. */
const DESKTOP_LOADS = 5
// The browser storage key of the session token (src/client/lib/storage.ts).
const TOKEN_KEY = 'token'
/** The role of the last identity answer, kept beside the token as a sign-in keeps it (lib/storage.ts). */
const ROLE_KEY = 'role'
const PENDING_ORDER_KEY = 'pendingOrder'

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

/**
 * The pages and the storage each starts with: a customer with projects, an admin, a finance officer. The accounts
 * are seeded on the server itself (`app`); the pages are loaded through its proxy (`front`).
 */
async function pagesOf(app, front, control) {
  const customer = await post(`${app}/dev/seed/customer`, {
    email: 'bench-customer@example.com',
    projects: ['requirements_needed', 'under_development', 'completed'],
  })
  const admin = await post(`${app}/dev/seed/staff`, { role: 'admin', email: 'bench-admin@example.com' })
  const cfo = await post(`${app}/dev/seed/staff`, { role: 'cfo', email: 'bench-cfo@example.com' })
  const [setupProject, , doneProject] = customer.projectIds
  const order = JSON.stringify({ extraPages: 0, addonIds: [], timeline: 'standard' })
  const signedIn = (token, role, extra = {}) => ({ [TOKEN_KEY]: token, [ROLE_KEY]: role, ...extra })
  return {
    control: { url: control, storage: {} },
    landing: { url: `${front}/`, storage: {} },
    portfolio: { url: `${front}/portfolio`, storage: {} },
    support: { url: `${front}/support`, storage: {} },
    login: { url: `${front}/login`, storage: {} },
    checkout: {
      url: `${front}/checkout`,
      storage: signedIn(customer.token, 'customer', { [PENDING_ORDER_KEY]: order }),
    },
    'payment-success': {
      url: `${front}/payment-success?project=${doneProject}`,
      storage: signedIn(customer.token, 'customer'),
    },
    'project-setup': {
      url: `${front}/project-setup?project=${setupProject}`,
      storage: signedIn(customer.token, 'customer'),
    },
    dashboard: { url: `${front}/dashboard`, storage: signedIn(customer.token, 'customer') },
    admin: { url: `${front}/admin`, storage: signedIn(admin.token, 'admin') },
    'cfo-dashboard': { url: `${front}/cfo-dashboard`, storage: signedIn(cfo.token, 'cfo') },
  }
}

/** Milliseconds from navigation until the dashboard's projects are on screen, in a page of a fresh context. */
async function projectsShownMs(page, url) {
  await page.goto(url, { waitUntil: 'commit' })
  await page.getByText('Corner Bakery website').first().waitFor({ state: 'visible', timeout: 30_000 })
  return page.evaluate(() => performance.now())
}

/**
 * Desktop Chromium, no throttling: the requests and script files each page makes until the network is idle,
 * the waves its scripts come in (a script asked for after another script finished is a later wave), and the
 * time from navigation start until the dashboard's projects are on screen.
 */
async function desktop(pages) {
  const seed = (entries) => {
    if (location.pathname === '/favicon.svg') return
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS })
  const out = {}
  try {
    for (const [name, { url, storage }] of Object.entries(pages)) {
      if (name === 'control') continue
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ignoreHTTPSErrors: true,
      })
      await context.addInitScript(seed, storage)
      const page = await context.newPage()
      const scripts = []
      let requests = 0
      page.on('request', (r) => {
        requests++
        if (r.resourceType() === 'script') scripts.push({ url: r.url(), start: Date.now() })
      })
      const errors = []
      page.on('pageerror', (err) => errors.push(err.message))
      const ends = new Map()
      page.on('requestfinished', (r) => ends.set(r.url(), Date.now()))
      const shown = []
      if (name === 'dashboard') shown.push(await projectsShownMs(page, url))
      else await page.goto(url, { waitUntil: 'load' })
      // A page that polls (the admin panel's live figures) never goes quiet: its first requests are what count.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
      // Waves: a script whose request started after an earlier script had finished loading.
      let waves = 0
      let waveEnd = -1
      for (const s of scripts.sort((a, b) => a.start - b.start)) {
        if (s.start > waveEnd) waves++
        waveEnd = Math.max(waveEnd, ends.get(s.url) ?? s.start)
      }
      if (errors.length) throw new Error(`${url}: ${errors.join('; ')}`)
      await context.close()
      // The dashboard's time until the projects show, in DESKTOP_LOADS fresh contexts (nothing cached), one after
      // another: their median, as the audits' figures are medians (the first load also gave the requests above).
      const more = shown.length ? DESKTOP_LOADS - 1 : 0
      for (let i = 0; i < more; i++) {
        const again = await browser.newContext({
          viewport: { width: 1280, height: 800 },
          ignoreHTTPSErrors: true,
        })
        await again.addInitScript(seed, storage)
        shown.push(await projectsShownMs(await again.newPage(), url))
        await again.close()
      }
      out[name] = {
        requests,
        scripts: new Set(scripts.map((s) => s.url)).size,
        waves,
        shownMs: shown.length ? median(shown) : undefined,
        shownRange: shown.length ? [Math.min(...shown), Math.max(...shown)] : undefined,
      }
    }
  } finally {
    await browser.close()
  }
  return out
}

const row = (name, s, c, d, base) =>
  `${name.padEnd(16)} ${String(s.score).padStart(6)}  ${fmt(s.lcp, 0).padStart(7)}  ${fmt(s.tbt, 0).padStart(7)}  ${fmt(s.cls, 3).padStart(6)}  ${fmt(s.lcp / c.lcp, 2).padStart(7)}  ${String(s.requests).padStart(8)}${d ? `  ${String(d.requests).padStart(8)} ${String(d.scripts).padStart(7)} ${String(d.waves).padStart(5)}` : ''}${base ? `   vs baseline: score ${base.score}, LCP ×${fmt(s.lcp / base.lcp, 2)}, TBT ${fmt(base.tbt, 0)} → ${fmt(s.tbt, 0)} ms` : ''}`

export async function pagesBench() {
  // The seeded staff accounts have no authenticator: without STAFF_TOTP=optional the admin panel and the finance
  // dashboard would show their enrolment step instead of themselves.
  const env = { TEST_SEED_ROUTES: 'true', SAMPLE_DATA: 'true', STAFF_TOTP: 'optional' }
  // Each server (the control too) behind its own nginx with TLS and HTTP/2, as docs/deploy.md deploys the app.
  const app = await startBuiltServer({ env })
  const baseline = process.env.BENCH_BASELINE
    ? await startBuiltServer({ env, dist: process.env.BENCH_BASELINE })
    : undefined
  const control = await startControl()
  let fronts = []
  let runs
  let baseRuns
  let loads
  try {
    for (const server of [app, baseline, control]) fronts.push(server && (await startTlsProxy(server.url)))
    const chosen = (all) =>
      ONLY
        ? Object.fromEntries(Object.entries(all).filter(([k]) => k === 'control' || ONLY.includes(k)))
        : all
    const [appFront, baseFront, controlFront] = fronts
    const pages = chosen(await pagesOf(app.url, appFront.url, `${controlFront.url}/`))
    const basePages = baseline
      ? chosen(await pagesOf(baseline.url, baseFront.url, `${controlFront.url}/`))
      : undefined
    loads = await desktop(pages)
    runs = Object.fromEntries(Object.keys(pages).map((k) => [k, []]))
    baseRuns = Object.fromEntries(Object.keys(pages).map((k) => [k, []]))
    for (const page of Object.values(pages)) await audit(page) // warm caches and JIT once
    for (const page of Object.values(basePages ?? {})) await audit(page)
    for (let i = 0; i < ROUNDS; i++)
      for (const [name, page] of Object.entries(pages)) {
        runs[name].push(await audit(page))
        if (basePages && name !== 'control') baseRuns[name].push(await audit(basePages[name]))
      }
  } finally {
    await Promise.all(fronts.map((f) => f?.stop()))
    await control.stop()
    await app.stop()
    await baseline?.stop()
  }
  const figures = (list) =>
    list.length
      ? Object.fromEntries(
          ['score', 'lcp', 'tbt', 'cls', 'requests'].map((k) => [k, median(list.map((r) => r[k]))]),
        )
      : undefined
  const c = figures(runs.control)
  console.log(`\n## Pages: Lighthouse mobile (median of ${ROUNDS} interleaved rounds), desktop loads`)
  console.log(
    'page              score   LCP ms   TBT ms     CLS  LCP/ctl  requests  desktop: requests scripts waves',
  )
  const checks = []
  for (const name of Object.keys(runs)) {
    const s = figures(runs[name])
    console.log(row(name, s, c, loads[name], figures(baseRuns[name])))
    if (name === 'control') continue
    const least = PUBLIC.has(name) ? BUDGET.publicScore : BUDGET.score
    const ok = s.score >= least && s.lcp <= BUDGET.lcp && s.tbt <= BUDGET.tbt && s.cls <= BUDGET.cls
    checks.push([
      `${name}: score ${s.score} ≥ ${least}, LCP ${fmt(s.lcp, 0)} ≤ ${BUDGET.lcp} ms, TBT ${fmt(s.tbt, 0)} ≤ ${BUDGET.tbt} ms, CLS ${fmt(s.cls, 3)} ≤ ${BUDGET.cls} (control: ${c.score}, ${fmt(c.lcp, 0)} ms, ${fmt(c.tbt, 0)} ms)`,
      ok,
    ])
  }
  const shown = loads.dashboard?.shownMs
  if (loads.dashboard)
    checks.push([
      `dashboard's projects on screen ${fmt(shown ?? Number.NaN, 0)} ms after navigation on a desktop, median of ${DESKTOP_LOADS} fresh loads (${(loads.dashboard?.shownRange ?? []).map((ms) => fmt(ms, 0)).join('–')} ms; ≤ ${DASHBOARD_BUDGET_MS} ms)`,
      shown !== undefined && shown <= DASHBOARD_BUDGET_MS,
    ])
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`)
  return checks.every(([, ok]) => ok)
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await pagesBench()) ? 0 : 1)

// Lighthouse (mobile, simulated throttling) on the landing page and other public pages, against a static HTML
// control page served by node:http from the same machine, in interleaved rounds; medians are compared.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, fmt, median, startBuiltServer, startControl } from './lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

/** One audit in a fresh browser, so no run inherits another's caches, memory or leftover work. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS })
  let result
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
  } finally {
    await chrome.kill()
  }
  const a = result.lhr.audits
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
  }
}

function summarize(runs) {
  return {
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
  }
}

export async function lighthouseBench() {
  const app = await startBuiltServer()
  const control = await startControl()
  const pages = {
    control: control.url,
    landing: `${app.url}/`,
    portfolio: `${app.url}/portfolio`,
    support: `${app.url}/support`,
  }
  const runs = Object.fromEntries(Object.keys(pages).map((k) => [k, []]))
  try {
    for (const url of Object.values(pages)) await audit(url) // warm caches and JIT once
    for (let i = 0; i < ROUNDS; i++)
      for (const [name, url] of Object.entries(pages)) runs[name].push(await audit(url))
  } finally {
    await control.stop()
    await app.stop()
  }
  const s = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, summarize(v)]))
  console.log(`\n## Lighthouse mobile performance (median of ${ROUNDS} interleaved rounds)`)
  console.log('page         score   FCP ms   LCP ms   TBT ms   CLS')
  for (const [name, r] of Object.entries(s))
    console.log(
      `${name.padEnd(12)} ${String(r.score).padStart(5)}  ${fmt(r.fcp, 0).padStart(7)}  ${fmt(r.lcp, 0).padStart(7)}  ${fmt(r.tbt, 0).padStart(7)}  ${fmt(r.cls, 3)}`,
    )
  const l = s.landing
  const checks = [
    [`landing score ${l.score} ≥ 95`, l.score >= 95],
    [
      `landing within 5 points of the control (${l.score} vs ${s.control.score}, ratio ${fmt(l.score / s.control.score, 3)})`,
      s.control.score - l.score <= 5,
    ],
    [`landing CLS ${fmt(l.cls, 3)} ≤ 0.02`, l.cls <= 0.02],
    [`landing TBT ${fmt(l.tbt, 0)} ms ≤ 50 ms (control ${fmt(s.control.tbt, 0)} ms)`, l.tbt <= 50],
  ]
  for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`)
  return checks.every(([, ok]) => ok)
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await lighthouseBench()) ? 0 : 1)

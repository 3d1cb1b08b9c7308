// Lighthouse (mobile, simulated throttling) on the landing page and other public pages, against a static HTML
// control page served by node:http from the same machine, in interleaved rounds; medians are compared. Both are
// served through nginx with TLS and HTTP/2, as docs/deploy.md deploys the app.
import { audit, fmt, median, startBuiltServer, startControl, startTlsProxy } from './lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

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
  const fronts = []
  const runs = { control: [], landing: [], portfolio: [], support: [] }
  try {
    for (const server of [app, control]) fronts.push(await startTlsProxy(server.url))
    const [front, controlFront] = fronts
    const pages = {
      control: `${controlFront.url}/`,
      landing: `${front.url}/`,
      portfolio: `${front.url}/portfolio`,
      support: `${front.url}/support`,
    }
    for (const url of Object.values(pages)) await audit({ url }) // warm caches and JIT once
    for (let i = 0; i < ROUNDS; i++)
      for (const [name, url] of Object.entries(pages)) runs[name].push(await audit({ url }))
  } finally {
    await Promise.all(fronts.map((f) => f.stop()))
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

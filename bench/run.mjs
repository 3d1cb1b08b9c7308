// npm run bench: every benchmark in one run, each printing its ratios against its control.
// Builds first when dist/ is missing and a benchmark of the build is asked for. Pass names to run some:
// npm run bench -- bundle lighthouse pages portfolio auth checkout dashboard invoice-pdf admin finance load
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { bundleSize } from './bundle-size.mjs'
import { lighthouseBench } from './lighthouse.mjs'
import { pagesBench } from './pages.mjs'
import { root } from './lib.mjs'
import { portfolioThroughput } from './portfolio-throughput.mjs'
import { ensureDebianPackage } from '../scripts/debian-package.mjs'
import { packageBin } from '../scripts/package-bin.mjs'

const wanted = new Set(process.argv.slice(2))
const want = (name) => wanted.size === 0 || wanted.has(name)
// What a fresh machine lacks: Chromium for the page benchmarks, wrk (a load generator that leaves the servers
// the CPU; without it autocannon, in this process, is used).
if (
  (want('bundle') || want('lighthouse') || want('pages')) &&
  !ensureDebianPackage('/usr/bin/chromium', 'chromium', 'the page benchmarks')
)
  throw new Error('Chromium is required for the page benchmarks (apt-get install -y chromium).')
if (want('portfolio')) ensureDebianPackage('/usr/bin/wrk', 'wrk', 'the throughput benchmark')
// The load and page benchmarks put nginx in front of the servers, as production would.
if (
  (want('load') || want('pages') || want('lighthouse')) &&
  !ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the load and page benchmarks')
)
  throw new Error('nginx is required for the load and page benchmarks (apt-get install -y nginx).')
if (
  (want('bundle') || want('lighthouse') || want('pages') || want('portfolio') || want('load')) &&
  !existsSync(path.join(root, 'dist', 'server', 'main.js'))
)
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })

/** A tsx benchmark run on PGlite, then on a throwaway PostgreSQL database (skipped when none is reachable). */
async function tsxBench(file, key, what, extraEnv = {}) {
  const tsx = packageBin('tsx')
  let ok =
    spawnSync(process.execPath, [tsx, file], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    }).status === 0
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
  } catch {
    console.log(`\n(PostgreSQL not reachable: ${what} benchmark on PostgreSQL skipped)`)
    return ok
  }
  const name = `sitecraft_${key}bench_${process.pid}`
  await admin.query(`create database ${name}`)
  const u = new URL(base)
  u.pathname = `/${name}`
  try {
    ok =
      spawnSync(process.execPath, [tsx, file], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...extraEnv, BENCH_DATABASE_URL: u.toString() },
      }).status === 0 && ok
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
  return ok
}

/** A tsx benchmark run on a throwaway PostgreSQL database only; fails when none is reachable. */
async function postgresBench(file, key, what, extraEnv = {}) {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
  } catch {
    console.log(`\n(PostgreSQL not reachable at ${new URL(base).host}: the ${what} benchmark needs it)`)
    return false
  }
  const name = `sitecraft_${key}bench_${process.pid}`
  await admin.query(`create database ${name}`)
  const u = new URL(base)
  u.pathname = `/${name}`
  try {
    const tsx = packageBin('tsx')
    return (
      spawnSync(process.execPath, [tsx, file], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...extraEnv, BENCH_DATABASE_URL: u.toString() },
      }).status === 0
    )
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

const results = {}
if (want('bundle')) results.bundle = await bundleSize()
if (want('lighthouse')) results.lighthouse = await lighthouseBench()
if (want('pages')) results.pages = await pagesBench()
if (want('portfolio')) results.portfolio = await portfolioThroughput()
if (want('auth')) results.auth = await tsxBench('bench/auth.bench.ts', 'auth', 'sign-in')
// Libraries as in production (React renders the receipt mail with its production build); the app's own
// settings still come from testConfig.
if (want('checkout'))
  results.checkout = await tsxBench('bench/checkout.bench.ts', 'checkout', 'checkout', {
    NODE_ENV: 'production',
  })
if (want('dashboard'))
  results.dashboard = await tsxBench('bench/dashboard.bench.ts', 'dashboard', 'dashboard', {
    NODE_ENV: 'production',
  })
if (want('invoice-pdf'))
  results['invoice-pdf'] =
    spawnSync(
      process.execPath,
      [packageBin('tsx'), 'bench/invoice-pdf.bench.ts'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    ).status === 0
if (want('admin'))
  results.admin = await postgresBench('bench/admin.bench.ts', 'admin', 'admin panel', {
    NODE_ENV: 'production',
  })
if (want('finance'))
  results.finance = await tsxBench('bench/finance.bench.ts', 'finance', 'finance dashboard', {
    NODE_ENV: 'production',
  })
// Two instances and one behind nginx on PostgreSQL (LOAD_SECONDS, LOAD_RATE, LOAD_CAPACITY_SECONDS to change).
if (want('load')) results.load = await postgresBench('bench/load.bench.ts', 'load', 'load')
console.log('\n## Summary')
for (const [name, ok] of Object.entries(results)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
process.exit(Object.values(results).every(Boolean) ? 0 : 1)

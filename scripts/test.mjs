// The README's test command: installs what the tests need, builds the app, runs the client component tests, the
// tests without a database, the API suite on PGlite (and its PostgreSQL pass, the files in POSTGRES_PASS, when
// TEST_DATABASE_URL is set) and the browser suite, then prints one
// summary line `N passed, N failed, N skipped`. With REQUIRE_ALL_SUITES=1 (CI) every test must run: it refuses to
// start without TEST_DATABASE_URL, and a skipped test fails the run as a failed one does.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureDebianPackage } from './debian-package.mjs'
import { packageBin } from './package-bin.mjs'
import { reexecUnderNode24 } from './node24.mjs'

// Everything below (build, both suites, the server the browser tests start) runs on Node 24.
await reexecUnderNode24()

const root = path.resolve(import.meta.dirname, '..')
const requireAll = process.env.REQUIRE_ALL_SUITES === '1'
const pgUrl = process.env.TEST_DATABASE_URL
if (requireAll && !pgUrl) {
  console.error(
    'REQUIRE_ALL_SUITES=1 runs the API suite on PostgreSQL too: set TEST_DATABASE_URL ' +
      '(node scripts/test-services.mjs starts one on 127.0.0.1:5432).',
  )
  process.exit(1)
}
const tmp = path.join(root, '.tmp')
mkdirSync(tmp, { recursive: true })
const CHROMIUM = '/usr/bin/chromium'
const FAKETIME = '/usr/bin/faketime'

// A checkout without its packages installed (no vitest to resolve) installs them first.
if (!packageBin('vitest')) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
}
if (!ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests')) {
  console.error(
    'Chromium is required for the browser tests and could not be installed (apt-get install -y chromium).',
  )
  process.exit(1)
}
// The PostgreSQL pass runs two built instances behind nginx (src/server/multi-instance.test.ts).
if (pgUrl && !ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'the multi-instance tests')) {
  console.error(
    'nginx is required for the multi-instance tests and could not be installed (apt-get install -y nginx).',
  )
  process.exit(1)
}
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })

// vitest's command as its package declares it, run by this Node.
const vitest = packageBin('vitest')
const totals = { passed: 0, failed: 0, skipped: 0 }
const skippedTests = []
const failedTests = []
let ok = true

function firstLine(message) {
  return (message ?? 'no message').trim().split('\n')[0].slice(0, 300)
}

/** One vitest run; `wrap` is a command the run starts under (faketime and its date). */
function runVitest(label, args, env, wrap = []) {
  const out = path.join(tmp, `vitest-${label.replace(/[^\w+-]+/g, '-')}.json`)
  rmSync(out, { force: true })
  console.log(`\n▶ ${label}`)
  const command = [
    process.execPath,
    vitest,
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]
  const res = spawnSync(
    wrap[0] ?? command[0],
    [...wrap.slice(1), ...(wrap.length > 0 ? command : command.slice(1))],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  )
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed +=
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0)
    totals.skipped += report.numPendingTests + report.numTodoTests
    for (const file of report.testResults) {
      const where = `${label}: ${path.relative(root, file.name)}`
      if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'))
        failedTests.push(`${where}\n    ${firstLine(file.message)}`)
      for (const t of file.assertionResults) {
        if (t.status === 'failed')
          failedTests.push(`${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`)
        else if (t.status !== 'passed') skippedTests.push(`${where} › ${t.fullName}`)
      }
    }
  } else {
    totals.failed += 1
  }
  if (res.status !== 0) ok = false
}

runVitest('client components (jsdom)', ['--project', 'client', '--project', 'client-isolated'], {})
runVitest('unit (no database)', ['--project', 'unit'], {})
// CI runs every API file twice: on PostgreSQL at today's date, and on PGlite with the system date a year ahead
// (Debian's faketime, below), so each database and each date meets every test once. A test whose outcome depends
// on the day it runs fails there, not on a newcomer's machine a year from now. PGlite takes the later date because
// it runs in the test's process and sees the faked clock, where PostgreSQL's own now() would not.
const laterDate = requireAll || process.env.TEST_LATER_DATE === '1'
if (pgUrl && laterDate) {
  runVitest('api (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: pgUrl })
} else {
  runVitest('api (PGlite)', ['--project', 'api'], { TEST_DATABASE_URL: '' })
  if (pgUrl) runVitest('api-pg (PostgreSQL)', ['--project', 'api-pg'], { TEST_DATABASE_URL: pgUrl })
}
// The browser suite's servers run on PostgreSQL when there is one (e2e/global-setup.ts), the embedded database
// otherwise; e2e/first-start.test.ts starts the product on the embedded database either way.
runVitest('browser (Chromium)', ['--project', 'e2e'], {
  TEST_DATABASE_URL: '',
  E2E_DATABASE_URL: pgUrl ?? '',
})
if (laterDate) {
  if (!ensureDebianPackage(FAKETIME, 'faketime', 'the later-date pass')) {
    console.error(
      'faketime is required for the later-date pass and could not be installed (apt-get install -y faketime).',
    )
    process.exit(1)
  }
  const later = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
  runVitest(
    `unit + api on PGlite, a year ahead (${later.slice(0, 10)})`,
    ['--project', 'unit', '--project', 'api'],
    {
      TEST_DATABASE_URL: '',
    },
    [FAKETIME, later],
  )
}

if (!pgUrl) console.log('\nThe PostgreSQL pass did not run: TEST_DATABASE_URL is not set.')
// The failures are named again at the end, where a log cut to its last lines still shows them.
if (failedTests.length > 0) {
  console.log('\nFailed:')
  for (const name of failedTests) console.log(`  ${name}`)
}
if (skippedTests.length > 0) {
  console.log(`\nSkipped${requireAll ? ', which REQUIRE_ALL_SUITES=1 counts as failing' : ''}:`)
  for (const name of skippedTests) console.log(`  ${name}`)
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok && totals.failed === 0 && !(requireAll && totals.skipped > 0) ? 0 : 1)

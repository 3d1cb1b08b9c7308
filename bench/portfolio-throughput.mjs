// GET /api/portfolio throughput against a bare node:http server answering the same JSON, on the embedded
// database and on PostgreSQL, measured with wrk (or autocannon) in interleaved rounds. Both servers run in
// processes of their own.
import { execFile, spawn, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { fmt, freePort, median, startBuiltServer } from './lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
// Checked when used: bench/run.mjs may have just installed it.
const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined

function parseWrk(out) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const p99 = p99raw ? Number(p99raw[1]) * { us: 0.001, ms: 1, s: 1000 }[p99raw[2]] : NaN
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  return { rps, p99, non2xx }
}

async function load(url) {
  if (hasWrk()) {
    // Asynchronous, so the control server in this process keeps answering while wrk runs.
    const { stdout } = await promisify(execFile)('wrk', [
      '-t2',
      `-c${CONNECTIONS}`,
      `-d${DURATION}s`,
      '--latency',
      url,
    ])
    return parseWrk(stdout)
  }
  const { default: autocannon } = await import('autocannon')
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx }
}

// The control runs in a process of its own, like the app: never on the event loop of the load generator.
const CONTROL_SERVER = `
import { createServer } from 'node:http'
const body = process.env.CONTROL_BODY
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}).listen(Number(process.env.CONTROL_PORT), '127.0.0.1', () => console.log('ready'))
`

async function startControl(body) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--input-type=module', '-e', CONTROL_SERVER], {
    env: { ...process.env, CONTROL_BODY: body, CONTROL_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', (code) => reject(new Error(`control server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}/api/portfolio`,
    stop: () => {
      child.kill()
      return new Promise((r) => child.once('exit', r))
    },
  }
}

async function postgresUrl() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  const name = `sitecraft_bench_${process.pid}`
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const u = new URL(base)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

async function measure(label, databaseUrl) {
  const app = await startBuiltServer({ databaseUrl })
  const body = await (await fetch(`${app.url}/api/portfolio`)).text()
  const appRuns = []
  const controlRuns = []
  let control
  try {
    control = await startControl(body)
    await load(`${app.url}/api/portfolio`) // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      controlRuns.push(await load(control.url))
      appRuns.push(await load(`${app.url}/api/portfolio`))
    }
  } finally {
    await control?.stop()
    await app.stop()
  }
  const appRps = median(appRuns.map((r) => r.rps))
  const ctlRps = median(controlRuns.map((r) => r.rps))
  const ratio = appRps / ctlRps
  console.log(
    `\n## GET /api/portfolio on ${label} (${body.length} bytes, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${DURATION}s rounds, ${hasWrk() ? 'wrk' : 'autocannon'})`,
  )
  console.log(
    `control node:http   ${fmt(ctlRps, 0)} req/s   p99 ${fmt(median(controlRuns.map((r) => r.p99)), 2)} ms`,
  )
  console.log(
    `app                 ${fmt(appRps, 0)} req/s   p99 ${fmt(median(appRuns.map((r) => r.p99)), 2)} ms   errors ${appRuns.reduce((s, r) => s + r.non2xx, 0)}`,
  )
  console.log(
    `ratio app / control ${fmt(ratio * 100, 0)}%  (target ≥ 50%: ${ratio >= 0.5 ? 'PASS' : 'FAIL'})`,
  )
  return ratio >= 0.5
}

export async function portfolioThroughput() {
  let ok = await measure('PGlite (embedded)')
  const pgdb = await postgresUrl()
  if (pgdb) {
    try {
      ok = (await measure('PostgreSQL', pgdb.url)) && ok
    } finally {
      await pgdb.drop()
    }
  } else console.log('\n(PostgreSQL not reachable: skipped; set BENCH_DATABASE_URL)')
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await portfolioThroughput()) ? 0 : 1)

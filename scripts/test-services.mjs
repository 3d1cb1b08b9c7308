// The servers the API suite talks to, made to answer: PostgreSQL at TEST_DATABASE_URL and Redis at TEST_REDIS_URL.
// When nothing answers at the usual local address (127.0.0.1:5432, 127.0.0.1:6379), Debian's packages are installed
// if missing and started here: the PostgreSQL cluster with pg_ctlcluster (trusting local TCP connections for
// postgres, as a CI machine's throwaway cluster may), Redis as a daemon that keeps nothing on disk. The database
// named in TEST_DATABASE_URL is created when missing. Anything else that does not answer is an error.
// `.ci/run` runs it before `npm test`; a developer can run it too (`node scripts/test-services.mjs`).
import { existsSync, readdirSync } from 'node:fs'
import net from 'node:net'
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { asRoot, ensureDebianPackage } from './debian-package.mjs'

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test'
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379'
const LOCAL = new Set(['127.0.0.1', 'localhost'])

/** True when something accepts a TCP connection at host:port within half a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host, port })
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

async function waitUntilAnswers(host, port, what) {
  for (let i = 0; i < 100; i++) {
    if (await answers(host, port)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not start answering on ${host}:${port}`)
}

/** PostgreSQL versions whose server is installed, newest last. */
function postgresVersions() {
  const lib = '/usr/lib/postgresql'
  if (!existsSync(lib)) return []
  return readdirSync(lib)
    .filter((v) => existsSync(`${lib}/${v}/bin/postgres`))
    .sort((a, b) => Number(a) - Number(b))
}

function must(res, what) {
  if (res.error || res.status !== 0)
    throw new Error(`${what} failed${res.error ? `: ${res.error.message}` : ''}`)
}

/** Debian's PostgreSQL, installed when missing, its `main` cluster trusting postgres over 127.0.0.1, started. */
function startDebianPostgres() {
  if (!ensureDebianPackage(() => postgresVersions().length > 0, 'postgresql', 'the API suite on PostgreSQL'))
    throw new Error('PostgreSQL could not be installed (apt-get install -y postgresql)')
  const version = postgresVersions().at(-1)
  if (!existsSync(`/etc/postgresql/${version}/main`))
    must(asRoot('pg_createcluster', [version, 'main']), `pg_createcluster ${version} main`)
  // A fresh cluster asks for a password over TCP; the suite signs in as postgres without one. The first matching
  // line of pg_hba.conf wins, so the trust line goes first.
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`
  const trusted = asRoot('grep', [
    '-Eq',
    '^host[[:space:]]+all[[:space:]]+(all|postgres)[[:space:]]+127\\.0\\.0\\.1/32[[:space:]]+trust',
    hba,
  ])
  if (trusted.status !== 0)
    must(
      asRoot('sed', ['-i', '1i host all postgres 127.0.0.1/32 trust', hba]),
      `trusting 127.0.0.1 in ${hba}`,
    )
  console.log(`Starting PostgreSQL ${version} (cluster main)…`)
  must(
    asRoot('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']),
    `pg_ctlcluster ${version} main start`,
  )
}

async function ensurePostgres(databaseUrl) {
  const url = new URL(databaseUrl)
  const host = url.hostname
  const port = Number(url.port || 5432)
  if (!(await answers(host, port))) {
    if (!LOCAL.has(host) || port !== 5432)
      throw new Error(`No PostgreSQL answers at ${host}:${port} (TEST_DATABASE_URL)`)
    startDebianPostgres()
    await waitUntilAnswers(host, port, 'PostgreSQL')
  }
  const database = decodeURIComponent(url.pathname.slice(1))
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  try {
    await client.connect()
  } catch (err) {
    throw new Error(
      `PostgreSQL at ${host}:${port} refuses ${url.username || 'the user'} (${err.message}); let it sign in ` +
        'without a password from 127.0.0.1 (a trust line in pg_hba.conf) or set TEST_DATABASE_URL with one',
    )
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (rowCount === 0) {
      console.log(`Creating database ${database}…`)
      await client.query(`create database "${database.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
  console.log(`PostgreSQL answers at ${host}:${port}, database ${database}.`)
}

async function ensureRedis(redisUrl) {
  const url = new URL(redisUrl)
  const host = url.hostname
  const port = Number(url.port || 6379)
  if (await answers(host, port)) return console.log(`Redis answers at ${host}:${port}.`)
  if (!LOCAL.has(host) || port !== 6379)
    throw new Error(`No Redis answers at ${host}:${port} (TEST_REDIS_URL)`)
  if (!ensureDebianPackage('/usr/bin/redis-server', 'redis-server', 'the Redis rate-limit test'))
    throw new Error('Redis could not be installed (apt-get install -y redis-server)')
  // Installing the package may have started its service already.
  if (!(await answers(host, port))) {
    console.log('Starting Redis…')
    must(
      spawnSync(
        '/usr/bin/redis-server',
        ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
        { stdio: 'inherit' },
      ),
      'redis-server',
    )
  }
  await waitUntilAnswers(host, port, 'Redis')
  console.log(`Redis answers at ${host}:${port}.`)
}

try {
  await ensurePostgres(process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL)
  await ensureRedis(process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL)
} catch (err) {
  console.error(err.message)
  process.exit(1)
}

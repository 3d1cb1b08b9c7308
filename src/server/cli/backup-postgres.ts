// PostgreSQL's half of a backup and a restore: pg_dump's custom format and pg_restore in one transaction (backup.ts).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { BackupError, type MigrationLevel, readMigrationLevel } from './backup-level'

/** The environment pg_dump and pg_restore run in: PATH to find them, and what the caller's shell gives them. */
export type ToolEnv = Record<string, string | undefined>

export async function dumpPostgres(url: string, outFile: string, env: ToolEnv): Promise<MigrationLevel> {
  const migrations = await withPgClient(url, (client) => readMigrationLevel((q) => client.query(q)))
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', '--file', outFile],
    url,
    env,
  )
  return migrations
}

const countTables = async (client: pg.Client) =>
  (
    await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
          and s.nspname not like 'pg\\_%'`,
    )
  ).rows[0]!.n

export async function checkPostgresEmpty(url: string, force: boolean) {
  const tables = await withPgClient(url, countTables)
  if (tables > 0 && !force)
    throw new BackupError(
      `The database at DATABASE_URL already has ${tables} table(s): restore into a new, empty database ` +
        '(createdb), or pass --force to drop everything in this one first.',
    )
}

export async function restorePostgres(
  url: string,
  dump: string,
  opts: { force: boolean; env: ToolEnv },
  log: (line: string) => void,
) {
  await withPgClient(url, async (client) => {
    const tables = await countTables(client)
    if (tables === 0) return
    if (!opts.force) throw new BackupError('The database at DATABASE_URL is no longer empty.')
    log('Dropping every schema of the current database (--force)…')
    const schemas = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
    )
    await client.query('begin')
    for (const s of schemas.rows) await client.query(`drop schema ${pg.escapeIdentifier(s.nspname)} cascade`)
    await client.query('create schema public')
    await client.query('commit')
  })
  log('Restoring the PostgreSQL database (pg_restore)…')
  // One transaction: a restore that fails part-way leaves no half-restored tables behind.
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dump],
    url,
    opts.env,
  )
  log('Restored the PostgreSQL database.')
}

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (err) {
    throw new BackupError(`Could not connect to DATABASE_URL: ${(err as Error).message}`)
  }
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** The first `name` on PATH, or a BackupError saying how to get it. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', env: ToolEnv): string {
  const pathEnv = env.PATH ?? ''
  for (const dir of pathEnv.split(path.delimiter)) {
    if (!dir) continue
    const candidate = path.join(dir, name)
    if (existsSync(candidate)) return candidate
  }
  throw new BackupError(
    `${name} was not found on PATH. Install PostgreSQL's client tools of the server's major version or newer ` +
      '(Debian/Ubuntu: apt-get install postgresql-client-<version>), or add their folder to PATH.',
  )
}

/**
 * Runs pg_dump or pg_restore on `url`. The password travels in PGPASSWORD rather than on the command line, where
 * any user of the machine could read it; the tool gets the caller's environment besides (PGHOST and the like).
 */
async function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  env: ToolEnv,
): Promise<void> {
  const bin = findPgTool(name, env)
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  const childEnv = { ...env, ...(password ? { PGPASSWORD: password } : {}) }
  await new Promise<void>((resolve, reject) => {
    execFile(
      bin,
      ['--dbname', u.toString(), ...args],
      { env: childEnv, maxBuffer: 16 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (!err) return resolve()
        const detail = stderr.trim() || err.message
        reject(new BackupError(`${name} failed: ${detail}`))
      },
    )
  })
}

// One backup = one .tar.gz: manifest.json, the database (pglite.tar.gz from PGlite's own dump, or database.dump
// from pg_dump's custom format) and uploads/ (the local uploads folder). Used by db-backup.ts and db-restore.ts;
// docs/decisions/0032-backups.md says why it is built this way.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, cp, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import * as tar from 'tar'
import { z } from 'zod'
import { migrationsFolder } from '../db/migrations-folder'
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock'

/** What a backup or restore reads from the configuration (config.ts). */
export interface BackupTarget {
  /** PostgreSQL when set; the embedded database under `<dataDir>/db` otherwise. */
  databaseUrl: string | undefined
  dataDir: string
  /** Uploads in an S3 bucket are kept by the bucket's own versioning and replication, not by this archive. */
  s3Bucket: string | undefined
}

export class BackupError extends Error {}

const MigrationLevelSchema = z.object({
  /** How many migrations the database had applied. */
  applied: z.number().int().min(0),
  /** The last one's name (`0024_…`) and drizzle's timestamp of it; null for an unmigrated database. */
  latest: z.string().nullable(),
  latestAt: z.number().int().nullable(),
})
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>

export const BackupManifestSchema = z.object({
  format: z.literal('sitecraft-backup'),
  version: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite.tar.gz', 'database.dump']),
  migrations: MigrationLevelSchema,
  /** `local`: uploads/ holds the uploads folder; `s3`: the files stayed in the bucket. */
  uploads: z.discriminatedUnion('store', [
    z.object({ store: z.literal('local'), files: z.number().int().min(0) }),
    z.object({ store: z.literal('s3'), bucket: z.string() }),
  ]),
})
export type BackupManifest = z.infer<typeof BackupManifestSchema>

const MANIFEST = 'manifest.json'
const PGLITE_DUMP = 'pglite.tar.gz'
const PG_DUMP = 'database.dump'
const UPLOADS = 'uploads'

/** Where the app keeps uploaded files (app.ts gives the local file store the same folder). */
export const uploadsDirOf = (target: BackupTarget) => path.resolve(target.dataDir, 'uploads')
const pgliteDirOf = (target: BackupTarget) => path.resolve(target.dataDir, 'db')
const kindOf = (target: BackupTarget) => (target.databaseUrl ? 'postgres' : 'pglite')

/** `backups/2026-11-26T01-02-03Z.tar.gz`: the default file name, sortable and safe on every file system. */
export function defaultBackupFile(now = new Date()): string {
  return path.join(
    'backups',
    `${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}.tar.gz`,
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Backup

export async function createBackup(
  target: BackupTarget,
  file: string,
  log: (line: string) => void = () => {},
): Promise<BackupManifest> {
  const out = path.resolve(file)
  if (existsSync(out)) throw new BackupError(`${out} already exists: give another file name.`)
  if (target.databaseUrl) findPgTool('pg_dump')
  await mkdir(path.dirname(out), { recursive: true })
  // Staged next to the uploads so their files can be hard-linked rather than copied.
  await mkdir(target.dataDir, { recursive: true })
  const stage = path.resolve(target.dataDir, `.backup-${randomBytes(6).toString('hex')}`)
  await mkdir(stage)
  try {
    const kind = kindOf(target)
    let migrations: MigrationLevel
    if (target.databaseUrl) {
      log('Dumping the PostgreSQL database (pg_dump)…')
      migrations = await dumpPostgres(target.databaseUrl, path.join(stage, PG_DUMP))
    } else {
      log(`Dumping the embedded database in ${pgliteDirOf(target)}…`)
      migrations = await dumpPglite(pgliteDirOf(target), path.join(stage, PGLITE_DUMP))
    }
    // Files are copied after the dump: every upload the dumped rows name is already there (files are only
    // ever added or deleted, never changed).
    let uploads: BackupManifest['uploads']
    if (target.s3Bucket) {
      log(
        `Uploads are in the S3 bucket ${target.s3Bucket}: not included (the bucket keeps its own versions).`,
      )
      uploads = { store: 's3', bucket: target.s3Bucket }
    } else {
      const files = await linkTree(uploadsDirOf(target), path.join(stage, UPLOADS))
      log(`Including ${files} uploaded file${files === 1 ? '' : 's'} from ${uploadsDirOf(target)}.`)
      uploads = { store: 'local', files }
    }
    const manifest: BackupManifest = {
      format: 'sitecraft-backup',
      version: 1,
      kind,
      createdAt: new Date().toISOString(),
      database: kind === 'pglite' ? PGLITE_DUMP : PG_DUMP,
      migrations,
      uploads,
    }
    await writeFile(path.join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    const entries = [MANIFEST, manifest.database, ...(uploads.store === 'local' ? [UPLOADS] : [])]
    // Written under a temporary name, then renamed: a file at `out` is always a whole backup.
    const partial = `${out}.partial`
    await tar.create({ gzip: true, file: partial, cwd: stage, portable: true }, entries)
    await rename(partial, out)
    return manifest
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

async function dumpPglite(dir: string, outFile: string): Promise<MigrationLevel> {
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dir} (is DATA_DIR right?).`)
  const unlock = lockOrExplain(dir)
  try {
    const client = new PGlite({ dataDir: dir })
    try {
      await client.waitReady
      // Everything written reaches the data files, so the copy does not depend on replaying the log.
      await client.exec('checkpoint')
      const migrations = await readMigrationLevel((q) => client.query(q))
      const dump = await client.dumpDataDir('gzip')
      await writeFile(outFile, Buffer.from(await dump.arrayBuffer()))
      return migrations
    } finally {
      await client.close()
    }
  } finally {
    unlock()
  }
}

async function dumpPostgres(url: string, outFile: string): Promise<MigrationLevel> {
  const migrations = await withPgClient(url, (client) => readMigrationLevel((q) => client.query(q)))
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', outFile], url)
  return migrations
}

/** Hard-links (or, across file systems, copies) every file of `from` into `to`; returns how many. */
async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true })
  if (!existsSync(from)) return 0
  let count = 0
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    // A half-written upload (`….partial`) is not a file of the app yet.
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue
    const source = path.join(entry.parentPath, entry.name)
    const dest = path.join(to, path.relative(from, source))
    await mkdir(path.dirname(dest), { recursive: true })
    try {
      await link(source, dest)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue // deleted meanwhile
      if (code !== 'EXDEV' && code !== 'EPERM') throw err
      await copyFile(source, dest)
    }
    count++
  }
  return count
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

export async function restoreBackup(
  target: BackupTarget,
  file: string,
  opts: { force?: boolean } = {},
  log: (line: string) => void = () => {},
): Promise<BackupManifest> {
  const archive = path.resolve(file)
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`)
  // Before anything is dropped (--force): the tool must be there to put the backup back.
  if (target.databaseUrl) findPgTool('pg_restore')
  await mkdir(target.dataDir, { recursive: true })
  const stage = path.resolve(target.dataDir, `.restore-${randomBytes(6).toString('hex')}`)
  await mkdir(stage)
  try {
    try {
      await tar.extract({ file: archive, cwd: stage, strict: true })
    } catch (err) {
      throw new BackupError(`${archive} is not a readable backup archive: ${(err as Error).message}`)
    }
    const manifest = await readManifest(stage)
    const kind = kindOf(target)
    if (manifest.kind !== kind)
      throw new BackupError(
        manifest.kind === 'pglite'
          ? 'This backup is of the embedded database (PGlite), but DATABASE_URL points at PostgreSQL: restore it ' +
              'without DATABASE_URL (into DATA_DIR), or start from a PostgreSQL backup.'
          : 'This backup is of a PostgreSQL database, but DATABASE_URL is not set (the embedded database would ' +
              'be restored): set DATABASE_URL to the PostgreSQL database to restore into.',
      )
    const known = knownMigrations()
    const newest = known.at(-1)
    if (manifest.migrations.latestAt !== null && (!newest || manifest.migrations.latestAt > newest.when))
      throw new BackupError(
        `This backup was made by a newer version of the product (its database is at migration ` +
          `${manifest.migrations.latest}; this version knows up to ${newest?.tag ?? 'none'}). Install that ` +
          'version or a newer one, then restore.',
      )
    const dump = path.join(stage, manifest.database)
    if (!existsSync(dump)) throw new BackupError(`The backup has no ${manifest.database}.`)

    // Check both places before replacing either.
    const force = !!opts.force
    if (kind === 'postgres') await checkPostgresEmpty(target.databaseUrl!, force)
    else checkPgliteEmpty(pgliteDirOf(target), force)
    const uploadsDir = uploadsDirOf(target)
    const restoreUploads = manifest.uploads.store === 'local' && !target.s3Bucket
    if (restoreUploads && !force && (await hasFiles(uploadsDir)))
      throw new BackupError(
        `${uploadsDir} already holds files: restore replaces them only with --force ` +
          '(they are then kept beside it, renamed).',
      )
    if (kind === 'postgres') {
      await restorePostgres(target.databaseUrl!, dump, force, log)
    } else {
      await restorePglite(pgliteDirOf(target), dump, force, log)
    }
    if (manifest.uploads.store === 's3')
      log(
        `The backup's uploads were in the S3 bucket ${manifest.uploads.bucket}: restore them from the bucket.`,
      )
    else if (target.s3Bucket)
      log(
        `Uploads are configured to live in the S3 bucket ${target.s3Bucket}: the backup's ${UPLOADS}/ ` +
          'folder was not restored (copy it into the bucket if needed).',
      )
    else {
      const moved = await replaceDir(uploadsDir, path.join(stage, UPLOADS))
      if (moved) log(`The uploads folder that was there is kept as ${moved}.`)
      log(`Restored ${manifest.uploads.files} uploaded file(s) into ${uploadsDir}.`)
    }
    return manifest
  } finally {
    await rm(stage, { recursive: true, force: true })
  }
}

async function readManifest(stage: string): Promise<BackupManifest> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(path.join(stage, MANIFEST), 'utf8'))
  } catch {
    throw new BackupError(`The archive has no readable ${MANIFEST}: it is not a backup made by db:backup.`)
  }
  const parsed = BackupManifestSchema.safeParse(raw)
  if (!parsed.success)
    throw new BackupError(`The backup's ${MANIFEST} is not one this version reads: ${parsed.error.message}`)
  return parsed.data
}

function checkPgliteEmpty(dir: string, force: boolean) {
  if (existsSync(path.join(dir, 'PG_VERSION')) && !force)
    throw new BackupError(
      `${dir} already holds a database: restore replaces it only with --force (it is then kept beside it, renamed).`,
    )
}

async function restorePglite(dir: string, dump: string, force: boolean, log: (line: string) => void) {
  checkPgliteEmpty(dir, force)
  // Even with --force, never under a running server: it would go on writing the old files.
  const unlock = existsSync(dir) ? lockOrExplain(dir) : () => {}
  try {
    // Loaded into a folder of its own first; it takes the database's place only once it opened.
    const fresh = `${dir}.restoring-${randomBytes(4).toString('hex')}`
    try {
      const client = new PGlite({ dataDir: fresh, loadDataDir: new Blob([await readFile(dump)]) })
      await client.waitReady
      await client.query('select 1')
      await client.close()
      // The backup carries the lock file of the process that made it.
      await rm(path.join(fresh, 'sitecraft.pid'), { force: true })
      unlock()
      const moved = await replaceDir(dir, fresh)
      if (moved) log(`The database that was there is kept as ${moved}.`)
    } finally {
      await rm(fresh, { recursive: true, force: true })
    }
    log(`Restored the embedded database into ${dir}.`)
  } finally {
    unlock()
  }
}

const countTables = async (client: pg.Client) =>
  (
    await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
          and s.nspname not like 'pg\\_%'`,
    )
  ).rows[0]!.n

async function checkPostgresEmpty(url: string, force: boolean) {
  const tables = await withPgClient(url, countTables)
  if (tables > 0 && !force)
    throw new BackupError(
      `The database at DATABASE_URL already has ${tables} table(s): restore into a new, empty database ` +
        '(createdb), or pass --force to drop everything in this one first.',
    )
}

async function restorePostgres(url: string, dump: string, force: boolean, log: (line: string) => void) {
  await withPgClient(url, async (client) => {
    const tables = await countTables(client)
    if (tables === 0) return
    if (!force) throw new BackupError('The database at DATABASE_URL is no longer empty.')
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
  )
  log('Restored the PostgreSQL database.')
}

/**
 * Puts the contents of `replacement` into `dir`; what was in `dir` (when not empty) is moved to a folder beside it,
 * whose name is returned. The folder itself stays: it may be a mounted volume (the container's uploads), which
 * cannot be renamed, and its contents may then cross file systems.
 */
async function replaceDir(dir: string, replacement: string): Promise<string | undefined> {
  let moved: string | undefined
  if (await hasFiles(dir)) {
    moved = `${dir}.replaced-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}`
    await moveContents(dir, moved)
  }
  await mkdir(dir, { recursive: true })
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true })
  if (existsSync(replacement)) await moveContents(replacement, dir)
  return moved
}

async function moveContents(from: string, to: string) {
  await mkdir(to, { recursive: true })
  for (const name of await readdir(from)) {
    const source = path.join(from, name)
    const dest = path.join(to, name)
    try {
      await rename(source, dest)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
      await cp(source, dest, { recursive: true, errorOnExist: true, force: false })
      await rm(source, { recursive: true, force: true })
    }
  }
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    if (!(await stat(dir)).isDirectory()) return true
    return (await readdir(dir, { recursive: true, withFileTypes: true })).some((e) => !e.isDirectory())
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw err
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared

function lockOrExplain(dir: string): () => void {
  try {
    return lockDataDir(dir)
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new BackupError(
        `The embedded database in ${dir} is in use by a running server: stop it first (one process at a time ` +
          'may open the embedded database), then run the command again.',
      )
    throw err
  }
}

/** The migrations this version ships, oldest first (drizzle-kit's journal). */
function knownMigrations(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>
  }
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }))
}

type Query = (sql: string) => Promise<{ rows: unknown[] }>

/** Drizzle records each applied migration in drizzle.__drizzle_migrations, `created_at` being its journal time. */
async function readMigrationLevel(query: Query): Promise<MigrationLevel> {
  const exists = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`))
    .rows[0] as { ok: boolean }
  if (!exists.ok) return { applied: 0, latest: null, latestAt: null }
  const row = (
    await query(
      'select count(*)::int as applied, max(created_at)::text as latest_at from drizzle.__drizzle_migrations',
    )
  ).rows[0] as { applied: number; latest_at: string | null }
  const latestAt = row.latest_at === null ? null : Number(row.latest_at)
  const latest = knownMigrations().find((m) => m.when === latestAt)
  return { applied: row.applied, latest: latest?.tag ?? (latestAt === null ? null : 'unknown'), latestAt }
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
export function findPgTool(name: 'pg_dump' | 'pg_restore', pathEnv = process.env.PATH ?? ''): string {
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
 * any user of the machine could read it.
 */
async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const bin = findPgTool(name)
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
  await new Promise<void>((resolve, reject) => {
    execFile(
      bin,
      ['--dbname', u.toString(), ...args],
      { env, maxBuffer: 16 * 1024 * 1024 },
      (err, _stdout, stderr) => {
        if (!err) return resolve()
        const detail = stderr.trim() || err.message
        reject(new BackupError(`${name} failed: ${detail}`))
      },
    )
  })
}

// One backup = one .tar.gz: manifest.json, the database (pglite.tar.gz from PGlite's own dump, or database.dump
// from pg_dump's custom format) and uploads/ (the local uploads folder). Used by db-backup.ts and db-restore.ts;
// docs/decisions/0032-backups.md says why it is built this way.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { type Config, toolEnvironment } from '../config'
import { z } from 'zod'
import { hasFiles, linkTree, replaceDir } from './backup-files'
import { BackupError, knownMigrations, type MigrationLevel, MigrationLevelSchema } from './backup-level'
import { checkPgliteEmpty, dumpPglite, restorePglite } from './backup-pglite'
import {
  checkPostgresEmpty,
  dumpPostgres,
  findPgTool,
  restorePostgres,
  type ToolEnv,
} from './backup-postgres'

export { BackupError } from './backup-level'
export type { MigrationLevel } from './backup-level'

/** What a backup or restore reads from the configuration (config.ts). */
export interface BackupTarget {
  /** PostgreSQL when set; the embedded database under `<dataDir>/db` otherwise. */
  databaseUrl: string | undefined
  dataDir: string
  /** Uploads in an S3 bucket are kept by the bucket's own versioning and replication, not by this archive. */
  s3Bucket: string | undefined
  /** Where pg_dump and pg_restore are looked for (PATH) and the environment they run in: the command's own. */
  toolEnv: ToolEnv
}

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

/** What the backup commands work on, from the server's configuration and the command's own environment. */
export function backupTarget(config: Config): BackupTarget {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    s3Bucket: config.s3?.bucket,
    toolEnv: toolEnvironment(),
  }
}

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
  if (target.databaseUrl) findPgTool('pg_dump', target.toolEnv)
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
      migrations = await dumpPostgres(target.databaseUrl, path.join(stage, PG_DUMP), target.toolEnv)
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
  if (target.databaseUrl) findPgTool('pg_restore', target.toolEnv)
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
      await restorePostgres(target.databaseUrl!, dump, { force, env: target.toolEnv }, log)
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

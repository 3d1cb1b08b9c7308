// The embedded database's half of a backup and a restore: PGlite's own dump of its data folder (backup.ts).
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock'
import { BackupError, type MigrationLevel, readMigrationLevel } from './backup-level'
import { replaceDir } from './backup-files'

export async function dumpPglite(dir: string, outFile: string): Promise<MigrationLevel> {
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

export function checkPgliteEmpty(dir: string, force: boolean) {
  if (existsSync(path.join(dir, 'PG_VERSION')) && !force)
    throw new BackupError(
      `${dir} already holds a database: restore replaces it only with --force (it is then kept beside it, renamed).`,
    )
}

export async function restorePglite(dir: string, dump: string, force: boolean, log: (line: string) => void) {
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

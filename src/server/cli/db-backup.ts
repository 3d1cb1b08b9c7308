// npm run db:backup [-- file.tar.gz]: the database (PostgreSQL with DATABASE_URL, the embedded one otherwise) and
// the uploads folder in one archive, by default backups/<time>.tar.gz. See README, "Backups".
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { nodeVersionProblem } from '../lib/node-version'
import { backupTarget, createBackup, defaultBackupFile } from './backup'

async function main() {
  const tooOld = nodeVersionProblem()
  if (tooOld) {
    console.error(tooOld)
    process.exit(1)
  }
  const { positionals } = parseArgs({ allowPositionals: true, options: {} })
  if (positionals.length > 1)
    throw new Error('give at most one file name: npm run db:backup -- [file.tar.gz]')
  const file = positionals[0] ?? defaultBackupFile()
  const config = loadConfig()
  const started = Date.now()
  const manifest = await createBackup(backupTarget(config), file, (line) => console.log(line))
  console.log(
    `Backed up the ${manifest.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database (migration ` +
      `${manifest.migrations.latest ?? 'none'}) to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
}

main().catch((err: Error) => {
  console.error(`Backup failed: ${err.message}`)
  process.exit(1)
})

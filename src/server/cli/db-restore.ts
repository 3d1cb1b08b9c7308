// npm run db:restore -- file.tar.gz [--force]: puts a db:backup archive back into the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR) and uploads folder. Refuses to replace data without --force.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { nodeVersionProblem } from '../lib/node-version'
import { backupTarget, restoreBackup } from './backup'

async function main() {
  const tooOld = nodeVersionProblem()
  if (tooOld) {
    console.error(tooOld)
    process.exit(1)
  }
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  })
  if (positionals.length !== 1)
    throw new Error('give the backup to restore: npm run db:restore -- backups/<file>.tar.gz [--force]')
  const config = loadConfig()
  const manifest = await restoreBackup(
    backupTarget(config),
    positionals[0]!,
    { force: values.force },
    (line) => console.log(line),
  )
  console.log(
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.migrations.latest ?? 'none'}). ` +
      'Start the server: it applies any newer migrations.',
  )
}

main().catch((err: Error) => {
  console.error(`Restore failed: ${err.message}`)
  process.exit(1)
})

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig, unsafeProductionWarning } from './config'
import { createDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { nodeVersionProblem } from './lib/node-version'
import { seedDatabase } from './db/seed/seed'
import type { AppContext } from './context'
import { seedSampleData } from './modules/sample-data'
import { ensureStaffAccounts } from './modules/users'

/** The only entry point: config, database, migrate, seed, listen, graceful close. */
async function main() {
  const tooOld = nodeVersionProblem()
  if (tooOld) {
    console.error(tooOld)
    process.exit(1)
  }
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const unsafe = unsafeProductionWarning(config)
  // Printed with console, so it shows whatever the log level.
  if (unsafe) console.error(unsafe)
  const here = path.dirname(fileURLToPath(import.meta.url))
  config.staticDir ??= path.resolve(here, '../client')

  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
  })
  await database.migrate()
  await seedDatabase(database.db)
  // Printed with console so the one-time password reaches the operator even at LOG_LEVEL=silent.
  await ensureStaffAccounts(database.db, config, (line) => console.log(line))

  const app = await buildApp(config, { database })
  app.addHook('onClose', async () => database.close())
  if (config.sampleData) await addSampleData(app.ctx)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining before shutdown')
    // /readyz answers 503 at once; requests are still served through the grace period. Then GET and HEAD are
    // refused with 503 (a proxy retries them elsewhere and stops sending here) until connections stop coming,
    // the server stops listening (new connections are refused, so a proxy sends them to another instance),
    // answers the requests of the connections it had accepted, finishes what is in flight, stops the job
    // runner, closes the database and exits.
    app.drain()
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000)
    force.unref()
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs))
      await app.stopListening()
      await app.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `SiteCraft is serving ${config.publicUrl} (database: ${database.kind}, uploads: ${config.s3 ? `bucket ${config.s3.bucket}` : 'local folder'})`,
  )
}

/** A new development database gets its sample customers; a failure is said and the server starts anyway. */
async function addSampleData(ctx: AppContext) {
  try {
    const result = await seedSampleData(ctx)
    if ('seeded' in result)
      console.log(
        `Added ${result.seeded} sample customers with projects at every stage (SAMPLE_DATA=false to go without). Sign in as one with the code the development mailbox shows, e.g. ${result.emails[0]}.`,
      )
  } catch (err) {
    ctx.log.error({ err }, 'sample data could not be added')
  }
}

main().catch((err) => {
  // A refusal the operator can act on is one line, not a stack trace.
  console.error(err instanceof DataDirLockedError ? err.message : err)
  process.exit(1)
})

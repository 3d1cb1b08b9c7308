import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { localFileStore } from '../integrations/storage/file-store'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { testConfig, type Config } from '../config'
import { createDatabase, type DatabaseHandle } from '../db/client'
import type { Clock } from '../lib/clock'
import { testEnv } from './config'
import { startSmtpCapture, type SmtpCapture } from './smtp'

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testEnv.databaseUrl
  const template = inject('pgTemplate')
  if (url && template) {
    const name = `sitecraft_t_${process.ppid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`create database ${name} template ${template}`)
    } finally {
      await admin.end()
    }
    const u = new URL(url)
    u.pathname = `/${name}`
    return createDatabase({ databaseUrl: u.toString(), poolSize: 5 })
  }
  const file = inject('pgliteTemplate')
  if (!file) throw new Error('global setup did not provide a database template')
  return createDatabase({ pgliteDump: new Blob([readFileSync(file)]) })
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  database: DatabaseHandle
  smtp: SmtpCapture
  config: Config
  /** Where this app's uploaded files are stored (removed at close); unused when `config.s3` is set. */
  filesDir: string
  /** Sends every queued mail now and returns when the SMTP server has them. */
  flushMail(): Promise<void>
  close(): Promise<void>
}

export async function createTestApp(
  opts: {
    config?: Partial<Config>
    clock?: Clock
    database?: DatabaseHandle
    /** Extra routes a test needs, added before the app is ready. */
    routes?: (app: Awaited<ReturnType<typeof buildApp>>) => void
    /** Where the log goes (with `config.logLevel`), for a test that reads it. */
    logStream?: { write(line: string): void }
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase())
  const smtp = await startSmtpCapture()
  const config = testConfig({ smtpUrl: smtp.url, ...opts.config })
  // Uploaded files go to a folder of this test's own, removed at the end; with `config.s3`, to that bucket (the
  // app builds its S3 store as in production, and the folder stays empty).
  const filesDir = mkdtempSync(path.join(tmpdir(), 'sitecraft-files-'))
  const app = await buildApp(config, {
    database,
    ...(config.s3 ? {} : { files: localFileStore(filesDir) }),
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  })
  opts.routes?.(app)
  await app.ready()
  return {
    app,
    database,
    smtp,
    config,
    filesDir,
    async flushMail() {
      await app.ctx.jobs.flush()
    },
    async close() {
      await app.close()
      await smtp.close()
      rmSync(filesDir, { recursive: true, force: true })
      if (!opts.database) await database.close()
    },
  }
}

/** A different client address per test, so per-IP limits of one test do not reach the next. */
let ipCounter = 1
export function nextIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

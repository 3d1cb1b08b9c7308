import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { E2E_WORKERS } from '../src/server/test/suites'
import { startBuiltServer } from './support/server'

/** A fresh database called `name` on the PostgreSQL server of `url`, and how to drop it afterwards. */
async function freshPostgresDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** One built server on a fresh database of its own, and how to stop it and remove what it kept. */
async function startServer(root: string, n: number) {
  const dataDir = path.join(root, '.tmp', `e2e-data-${process.pid}-${n}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const postgres = process.env.E2E_DATABASE_URL
    ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL, `sitecraft_e2e_${process.pid}_${n}`)
    : undefined
  const { child, baseUrl } = await startBuiltServer(dataDir, {
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // Each browser context sends its own X-Forwarded-For (support/browser.ts), and tests seed state directly.
    TRUST_PROXY: '127.0.0.1',
    TEST_SEED_ROUTES: 'true',
    // Staff journeys sign in by password; the second-factor rule has its own API tests.
    STAFF_TOTP: 'optional',
    // Stopping at the end of the run needs no grace period.
    SHUTDOWN_GRACE_MS: '0',
    CHAT_NUMBER: '+44 20 4577 1290',
    ADMIN_EMAIL: 'admin@sitecraft.test',
    ADMIN_PASSWORD: 'e2e-admin-password-1',
    CFO_EMAIL: 'cfo@sitecraft.test',
    CFO_PASSWORD: 'e2e-cfo-password-123',
  })
  return {
    baseUrl,
    async stop() {
      // A server that already stopped sends no further 'exit'.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    },
  }
}

/**
 * Starts the built app (`npm run build` first) as a person would run it, once per worker, each on a fresh
 * database: the embedded one, or with E2E_DATABASE_URL a database of its own on that PostgreSQL server (CI: the
 * embedded database has the API suite's whole PGlite pass, and PostgreSQL leaves the browsers more of the
 * machine). A worker's files run one after the other on its server, as they ran on one before.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..')
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, n) => startServer(root, n + 1)))
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  )
  return async () => {
    await Promise.all(servers.map((s) => s.stop()))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[]
  }
}

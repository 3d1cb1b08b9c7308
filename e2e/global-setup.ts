import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startBuiltServer } from './support/server'

/** Starts the built app (`npm run build` first) on a fresh embedded database, as a person would run it. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..')
  const dataDir = path.join(root, '.tmp', `e2e-data-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const { child, baseUrl } = await startBuiltServer(dataDir, {
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
  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  return async () => {
    // A server that already stopped sends no further 'exit'.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

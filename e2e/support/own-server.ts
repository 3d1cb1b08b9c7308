import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { CHROMIUM_ARGS } from './browser'
import { type BuiltServer, startBuiltServer } from './server'

/**
 * A built server of the test file's own, on a fresh data folder, and a browser: started before the file's tests
 * and stopped (the folder removed) after them. For a test that needs settings the shared server does not have.
 */
export function ownServerAndBrowser(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sitecraft-${name}-`))
  const own = {} as { server: BuiltServer; browser: Browser }
  beforeAll(async () => {
    // Stopping at the end of the file needs no grace period.
    own.server = await startBuiltServer(dataDir, { SHUTDOWN_GRACE_MS: '0', ...env })
    own.browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  })
  afterAll(async () => {
    await own.browser?.close()
    own.server?.child.kill('SIGTERM')
    await own.server?.exited
    rmSync(dataDir, { recursive: true, force: true })
  })
  return own
}

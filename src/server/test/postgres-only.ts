import { describe, it } from 'vitest'
import { testEnv } from './config'

/**
 * Tests that prove something only on PostgreSQL: requests that really overlap (PGlite runs one statement at a
 * time, so a race there cannot be lost) and connections that drop. On PostgreSQL (TEST_DATABASE_URL) they run. On
 * PGlite they are skipped, and `npm test` counts the skip — except under REQUIRE_ALL_SUITES (CI), where `npm test`
 * runs the PostgreSQL pass as well and fails without one: there the PGlite pass leaves them to that pass. A file
 * that has them must be in that pass (POSTGRES_PASS in ./suites; suites.test.ts checks).
 */
function onPostgres(): 'run' | 'skip' | 'leave out' {
  if (testEnv.databaseUrl) return 'run'
  return testEnv.requireAllSuites ? 'leave out' : 'skip'
}

export function describeOnPostgres(name: string, fn: () => void): void {
  const mode = onPostgres()
  if (mode !== 'leave out') describe.skipIf(mode === 'skip')(name, fn)
}

export function itOnPostgres(name: string, fn: () => Promise<void>): void {
  const mode = onPostgres()
  if (mode !== 'leave out') it.skipIf(mode === 'skip')(name, fn)
}

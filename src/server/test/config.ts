/** The test suite's own settings, read from the environment in this one place. */
export const testEnv = {
  /** A PostgreSQL server to run the API suite against; unset, the suite runs on PGlite. */
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  /**
   * Set by CI (REQUIRE_ALL_SUITES=1): every test must run, nothing may skip because a server it needs is missing.
   * `npm test` then also refuses to start without TEST_DATABASE_URL and fails when any test skipped.
   */
  requireAllSuites: process.env.REQUIRE_ALL_SUITES === '1',
  /** Where the build is, relative to the project: dist/, or BUILD_OUT_DIR when several builds live side by side. */
  buildOutDir: process.env.BUILD_OUT_DIR ?? 'dist',
}

/** The environment for a child process a test starts (the machine's, so PATH and the like hold), plus `overrides`. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides }
}

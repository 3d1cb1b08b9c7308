import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import {
  CLIENT_ISOLATED,
  E2E_WORKERS,
  POSTGRES_ONLY,
  POSTGRES_PASS,
  UNIT_TESTS,
} from './src/server/test/suites.js'

// The API suite's database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set (src/server/test/global-setup.ts).
const apiSuite: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['src/server/test/global-setup.ts'],
  setupFiles: ['src/server/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file builds its own app on its own database, so files share a worker's loaded modules rather than load
  // the whole server again (importing it was half of the suite's time), two files at a time.
  isolate: false,
  maxWorkers: 2,
}

export default defineConfig({
  test: {
    projects: [
      {
        // Tests without a database: shared rules, the client's plain modules, the server's helpers.
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          environment: 'node',
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
        },
      },
      {
        // The API on a real database: PGlite, every file but POSTGRES_ONLY (which have nothing to run there); or
        // every file on PostgreSQL when TEST_DATABASE_URL is set (CI's pass of today's date, scripts/test.mjs).
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...UNIT_TESTS,
            ...(process.env.TEST_DATABASE_URL ? [] : POSTGRES_ONLY),
          ],
          ...apiSuite,
        },
      },
      {
        // The API files where PGlite and PostgreSQL can differ (races, connections, the driver), on PostgreSQL:
        // TEST_DATABASE_URL is required. See POSTGRES_PASS.
        test: {
          name: 'api-pg',
          include: POSTGRES_PASS,
          ...apiSuite,
        },
      },
      {
        // Client logic in a simulated browser (jsdom): components and hooks, without a server. The files share a
        // worker's loaded modules and its document (setup.ts empties it after each test) rather than load React,
        // the components and jsdom again for each file, which was four fifths of the suite's time.
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...CLIENT_ISOLATED],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
          isolate: false,
        },
      },
      {
        // The client files that replace modules (vi.mock): each in a module graph of its own. See CLIENT_ISOLATED.
        test: {
          name: 'client-isolated',
          include: CLIENT_ISOLATED,
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Two files at a time, each worker on a server and database of its own (e2e/global-setup.ts).
          maxWorkers: E2E_WORKERS,
          // One more try for a browser journey that fails once on a busy machine; a test that fails twice still
          // fails the run. (The admin journey's "never hydrates" at /admin/support?ticket=… was the test's own
          // wait: the dialog the address opens puts Radix's focus guards first in the body, which it now skips.)
          retry: 1,
          // A poll waits on a page that may share the machine with another worker's browser: up to 15 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})

import type { ChildProcess } from 'node:child_process'
import { freePort, launchBuilt } from '../../src/server/test/instances'

export interface BuiltServer {
  child: ChildProcess
  baseUrl: string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/**
 * Starts the built app (`npm run build` first) on the embedded database in `dataDir`, as a person runs it, and
 * resolves once `/readyz` answers. `env` adds to or replaces the development settings below.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const port = await freePort()
  const server = await launchBuilt({
    port,
    output: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Tests start from an empty database; e2e/first-start.test.ts has the sample data a development start adds.
      SAMPLE_DATA: 'false',
      ...env,
    },
  })
  return { child: server.child, baseUrl: server.url, exited: server.exited }
}

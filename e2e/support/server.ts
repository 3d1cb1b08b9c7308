import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

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
  const entry = path.join(root, 'dist', 'server', 'main.js')
  if (!existsSync(entry)) throw new Error('Build the app first: npm run build')
  const port = await freePort()
  const child = spawn(process.execPath, [entry], {
    cwd: root,
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
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ready = await fetch(`${baseUrl}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) return { child, baseUrl, exited }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('server did not become ready in 60 s')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

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

/** Starts the built app (`npm run build` first) on a fresh embedded database, as a person would run it. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..')
  const entry = path.join(root, 'dist', 'server', 'main.js')
  if (!existsSync(entry)) throw new Error('Build the app first: npm run build')
  const dataDir = path.join(root, '.tmp', `e2e-data-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Each browser context sends its own X-Forwarded-For (support/browser.ts), and tests seed state directly.
      TRUST_PROXY: '127.0.0.1',
      TEST_SEED_ROUTES: 'true',
      // Staff journeys sign in by password; the second-factor rule has its own API tests.
      STAFF_TOTP: 'optional',
      CHAT_NUMBER: '+44 20 4577 1290',
      ADMIN_EMAIL: 'admin@sitecraft.test',
      ADMIN_PASSWORD: 'e2e-admin-password-1',
      CFO_EMAIL: 'cfo@sitecraft.test',
      CFO_PASSWORD: 'e2e-cfo-password-123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/readyz`)
      if (res.ok) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
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

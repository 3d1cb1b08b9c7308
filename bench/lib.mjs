// Shared helpers for the benchmarks: start the built server, find free ports, medians.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/**
 * Starts a build's server (dist/server/main.js, or `<dist>/server/main.js` of another build) on a fresh data
 * folder (or DATABASE_URL) and waits for /readyz.
 */
export async function startBuiltServer({ databaseUrl, env = {}, dist = path.join(root, 'dist') } = {}) {
  const port = await freePort()
  const dataDir = path.join(root, '.tmp', `bench-data-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const child = spawn(process.execPath, [path.join(dist, 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      SAMPLE_DATA: 'false',
      ADMIN_PASSWORD: 'bench-admin-password',
      CFO_PASSWORD: 'bench-cfo-password-1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    async stop() {
      // A server that already stopped sends no further 'exit'.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function fmt(n, digits = 1) {
  return Number(n).toFixed(digits)
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The static control page of the Lighthouse benchmarks (bench/fixtures/control.html with its one image). */
export async function startControl() {
  const port = await freePort()
  const html = readFileSync(path.join(root, 'bench', 'fixtures', 'control.html'))
  const image = readFileSync(path.join(root, 'public', 'portfolio', 'ember-table.jpg'))
  const server = createHttpServer((req, res) => {
    if (req.url === '/portfolio/ember-table.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=3600' })
      return res.end(image)
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise((r) => server.listen(port, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((r) => server.close(r)) }
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { childProcessEnv, testEnv } from './config'

// Several built servers on one PostgreSQL database behind a local nginx, as production runs them: for the
// multi-instance test and the load benchmark.

const root = path.resolve(import.meta.dirname, '..', '..', '..')
export const NGINX = '/usr/sbin/nginx'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

const outDir = path.resolve(root, testEnv.buildOutDir)

/** Builds the app when dist/ has no server yet (npm test and the benchmarks build first). */
export function ensureBuilt() {
  if (existsSync(path.join(outDir, 'server', 'main.js'))) return
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })
}

export interface Instance {
  url: string
  port: number
  child: ChildProcess
  /** Everything the process wrote to stderr, for a test's failure message. */
  stderr: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** SIGTERM (or `signal`), then the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/** Starts all of `starts` at once; when one fails, stops the others before throwing. */
export async function startInstances(
  starts: Array<Parameters<typeof startInstance>[0]>,
): Promise<Instance[]> {
  const results = await Promise.allSettled(starts.map((opts) => startInstance(opts)))
  const failed = results.find((r) => r.status === 'rejected')
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<Instance>).value)
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop('SIGKILL') : undefined)))
  throw failed.reason
}

/**
 * Starts the built server (dist/server/main.js) with `env` and resolves once /readyz answers (within `readyMs`).
 * What it writes to stderr is kept for a failure message, or passed through (`output: 'inherit'`).
 */
export async function launchBuilt(opts: {
  env: NodeJS.ProcessEnv
  port: number
  readyMs?: number
  output?: 'keep' | 'inherit'
}): Promise<Instance> {
  const entry = path.join(outDir, 'server', 'main.js')
  if (!existsSync(entry)) throw new Error('Build the app first: npm run build')
  const inherit = opts.output === 'inherit'
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: opts.env,
    stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  if (!inherit) {
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => (stderr += chunk))
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${opts.port}`
  const readyMs = opts.readyMs ?? 60_000
  const deadline = Date.now() + readyMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become ready in ${readyMs / 1000} s: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port: opts.port,
    child,
    stderr: () => stderr,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Starts the built server on `databaseUrl` behind a proxy on this machine (see launchBuilt). */
export async function startInstance(opts: {
  databaseUrl: string
  dataDir: string
  env?: Record<string, string>
  readyMs?: number
}): Promise<Instance> {
  const port = await freePort()
  return launchBuilt({
    port,
    ...(opts.readyMs ? { readyMs: opts.readyMs } : {}),
    env: childProcessEnv({
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'error',
      SAMPLE_DATA: 'false',
      // The proxy in front is on this machine; it passes the client's address on.
      TRUST_PROXY: 'loopback',
      STAFF_TOTP: 'optional',
      ...opts.env,
    }),
  })
}

export interface Proxy {
  url: string
  /** What nginx logged at level error (an upstream refused or reset), for a test's failure message. */
  errorLog(): string
  stop(): Promise<void>
}

/**
 * nginx in front of `ports`, round robin, in the foreground with its own prefix folder, configured as README's
 * "Deploying several instances" says. A request that cannot reach one instance (connection refused, as once it
 * has stopped listening) goes to the next: nginx does that for any request not yet sent upstream, POSTs
 * included, and never re-sends one an instance may have received. A GET or HEAD a stopping instance refuses
 * with 503 goes to the next too, and takes that instance out for fail_timeout.
 */
export async function startNginx(ports: number[]): Promise<Proxy> {
  if (!existsSync(NGINX)) throw new Error(`nginx is required (${NGINX}): apt-get install -y nginx`)
  const prefix = mkdtempSync(path.join(tmpdir(), 'sitecraft-nginx-'))
  const port = await freePort()
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir))
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 20m;
  upstream app {
    zone app 64k;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries ${ports.length};
      proxy_read_timeout 30s;
    }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`)
    const up = await fetch(`${url}/healthz`)
      .then(() => true)
      .catch(() => false)
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not start: ${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url,
    errorLog: () =>
      existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '',
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // QUIT: finish what is in flight, then exit.
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

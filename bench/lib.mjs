// Shared helpers for the benchmarks: start the built server, find free ports, medians.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

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

/** The browser's flags for pages behind startTlsProxy, whose certificate is a throwaway self-signed one. */
export const BROWSER_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors']

/**
 * Writes the page's storage on its origin before the audit: a blank page of the same origin, then Lighthouse
 * keeps storage (disableStorageReset) and loads the page as a returning, signed-in visitor would.
 */
async function seedStorage(port, url, storage) {
  if (!Object.keys(storage).length) return
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(new URL('/favicon.svg', url).href)
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, storage)
    await page.close()
  } finally {
    await browser.close().catch(() => {})
  }
}

/**
 * One audit in a fresh browser, so no run inherits another's caches, memory or leftover work. An audit Lighthouse
 * could not finish (its `runtimeError`, such as no largest paint recorded) is said and run again, once.
 */
export async function audit(page, again = true) {
  const result = await auditOnce(page)
  if (!result.error) return result
  console.log(
    `${page.url}: Lighthouse could not finish the audit (${result.error})${again ? ', once more' : ''}`,
  )
  if (again) return audit(page, false)
  throw new Error(`${page.url}: ${result.error}`)
}

async function auditOnce({ url, storage = {} }) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: BROWSER_ARGS })
  let result
  try {
    await seedStorage(chrome.port, url, storage)
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    })
  } finally {
    await chrome.kill()
  }
  if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code }
  const a = result.lhr.audits
  const unmeasured = ['largest-contentful-paint', 'total-blocking-time'].find(
    (id) => !Number.isFinite(a[id].numericValue),
  )
  if (unmeasured) return { error: `${unmeasured}: ${a[unmeasured].errorMessage ?? 'no figure'}` }
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    tbt: a['total-blocking-time'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    requests: a['network-requests'].details?.items?.length ?? 0,
  }
}

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

const NGINX = '/usr/sbin/nginx'

/**
 * nginx in front of `upstream` as docs/deploy.md puts it in front of the app: TLS and HTTP/2, the upstream reached
 * over HTTP/1.1 with kept-alive connections. The certificate is a throwaway self-signed one (the browser is started
 * with --ignore-certificate-errors). A page is measured as a visitor gets it in production, where a browser
 * fetches a page's many small scripts over one multiplexed connection rather than six at a time.
 */
export async function startTlsProxy(upstream) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  const port = await freePort()
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir))
  const cert = path.join(prefix, 'cert.pem')
  const key = path.join(prefix, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream app {
    server ${new URL(upstream).host};
    keepalive 32;
  }
  server {
    # \`listen … ssl http2\` rather than \`http2 on\`, which nginx before 1.25 (Debian 12's) does not know.
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_buffering off;
    }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = `https://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  // The proxy answers once it listens; TLS is checked by the browser, not here.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    const up = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () =>
        resolve(false),
      )
    })
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error('nginx did not start')
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

// Checks the container image. `staticProblems()` reads the Dockerfile, .dockerignore, compose.yaml and
// docs/deploy.md against the code they describe (the server's config schema, its health routes, where
// package.json's main says the build puts the server); scripts/check-image.test.ts runs it with the unit tests.
//
//   node scripts/check-image.mjs    (npm run check:image) the static checks, then the image itself:
//     - where a Docker engine answers (`docker info`): builds the image, runs it, waits for its HEALTHCHECK to
//       say healthy, checks it runs as a non-root user, and stops it (SIGTERM must drain and exit 0);
//     - otherwise: simulates the runtime stage in a temporary folder — builds dist/ there, copies package.json
//       and package-lock.json, runs the runtime stage's `npm ci --omit=dev`, starts CMD on an embedded database
//       in production mode, runs the HEALTHCHECK command, asks /readyz and /, and sends SIGTERM.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse as parseYaml } from 'yaml'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * The Dockerfile's stages, each with its instructions (continuation lines joined, comments and parser directives
 * dropped). `from` is the image, `name` the `AS` name.
 */
export function parseDockerfile(text) {
  const stages = []
  const logical = []
  let current = ''
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) continue
    if (current && trimmed.startsWith('#')) continue
    if (trimmed.endsWith('\\')) {
      current += `${trimmed.slice(0, -1).trim()} `
      continue
    }
    logical.push((current + trimmed).trim())
    current = ''
  }
  if (current.trim()) logical.push(current.trim())
  for (const line of logical) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const instruction = { op: op.toUpperCase(), args }
    if (instruction.op === 'FROM') {
      const [from = '', as, name] = args.replace(/--platform=\S+\s*/, '').split(/\s+/)
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] })
    } else if (stages.length) {
      stages.at(-1).instructions.push(instruction)
    }
  }
  return { stages }
}

/** A COPY's flags (`--from=build`), its sources and its destination. */
export function parseCopy(args) {
  const words = args.trim().startsWith('[') ? JSON.parse(args) : args.trim().split(/\s+/)
  const flags = Object.fromEntries(
    words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=', 2).concat('true').slice(0, 2)),
  )
  const paths = words.filter((w) => !w.startsWith('--'))
  return { flags, sources: paths.slice(0, -1), dest: paths.at(-1) }
}

/** An exec-form (JSON array) CMD or HEALTHCHECK CMD as its words; shell form is refused (signals, PID 1). */
function execForm(args) {
  try {
    const words = JSON.parse(args)
    return Array.isArray(words) && words.every((w) => typeof w === 'string') ? words : null
  } catch {
    return null
  }
}

/** Whether .dockerignore's patterns (last match wins, `!` re-includes) keep `file` out of the build context. */
export function isIgnored(patterns, file) {
  let ignored = false
  for (const raw of patterns) {
    const negate = raw.startsWith('!')
    const pattern = (negate ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '')
    const re = new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?')}(?:/.*)?$`,
    )
    if (re.test(file)) ignored = !negate
  }
  return ignored
}

export function readDockerignore(text) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
}

/** The environment variables the server reads: the keys of EnvSchema in src/server/config.ts. */
export function configEnvNames(configSource) {
  const block = /const EnvSchema = z\.object\(\{\n([\s\S]*?)\n\}\)/.exec(configSource)?.[1] ?? ''
  return new Set([...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]))
}

/** The routes the health module declares (`app.get('/healthz'…`). */
export function healthPaths(routesSource) {
  return new Set([...routesSource.matchAll(/app\.get\('([^']+)'/g)].map((m) => m[1]))
}

/**
 * The built server, relative to the project, as package.json declares it (`main`, e.g. dist/server/main.js). The
 * runtime check below builds the project and finds the server there, so the declaration cannot drift from the build.
 */
export function builtServerEntry(pkg) {
  return typeof pkg.main === 'string' && /^[\w.-]+\/[\w./-]+\.js$/.test(pkg.main) ? pkg.main : undefined
}

const read = (root, file) => readFileSync(path.join(root, file), 'utf8')

/**
 * Everything that can be checked without building the image; each problem is one sentence. `files` replaces a
 * file's text (tests feed broken Dockerfiles through it).
 */
export function staticProblems(root = ROOT, files = {}) {
  const text = (file) => files[file] ?? read(root, file)
  const problems = []
  const problem = (message) => problems.push(message)

  const { stages } = parseDockerfile(text('Dockerfile'))
  const envNames = configEnvNames(text('src/server/config.ts'))
  if (!envNames.has('DATABASE_URL'))
    problem('src/server/config.ts: EnvSchema was not found or lost DATABASE_URL')
  const routes = healthPaths(text('src/server/modules/health/health.routes.ts'))
  const pkg = JSON.parse(text('package.json'))
  const entry = builtServerEntry(pkg)
  if (!entry) problem('package.json: main does not name the built server (e.g. dist/server/main.js)')
  const nodeMajor = String(text('.nvmrc')).trim()
  const ignore = readDockerignore(text('.dockerignore'))

  // Stages and the Node version.
  if (stages.length < 2)
    problem(`Dockerfile: ${stages.length} stage(s); a build stage and a runtime stage are needed`)
  for (const stage of stages) {
    const tag = /^node:(\d+)(?:[.-]|$)/.exec(stage.from)
    if (!tag)
      problem(`Dockerfile: stage ${stage.name ?? stage.from} is not built FROM the official node image`)
    else if (tag[1] !== nodeMajor) problem(`Dockerfile: ${stage.from} is not Node ${nodeMajor} (.nvmrc)`)
  }
  const runtime = stages.at(-1)
  const build = stages.find((s) =>
    s.instructions.some((i) => i.op === 'RUN' && /\bnpm run build\b/.test(i.args)),
  )
  if (!build) problem('Dockerfile: no stage runs `npm run build`')
  else if (
    !build.instructions.some((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args) && !/--omit/.test(i.args))
  )
    problem('Dockerfile: the build stage does not install every package with `npm ci`')
  if (build && build === runtime) problem('Dockerfile: the runtime stage must not be the build stage')
  if (!runtime) return problems
  const ops = (op) => runtime.instructions.filter((i) => i.op === op)
  const last = (op) => ops(op).at(-1)

  // Only production packages and dist/ in the runtime stage.
  if (!ops('RUN').some((i) => /\bnpm ci\b/.test(i.args) && /--omit=dev\b/.test(i.args)))
    problem('Dockerfile: the runtime stage does not install with `npm ci --omit=dev`')
  if (ops('RUN').some((i) => /\bnpm (run build|install)\b/.test(i.args)))
    problem('Dockerfile: the runtime stage builds or installs beyond `npm ci --omit=dev`')
  for (const copy of ops('COPY')
    .concat(ops('ADD'))
    .map((i) => parseCopy(i.args))) {
    if (copy.flags.from) {
      const from = stages.find((s) => s.name === copy.flags.from)
      if (!from) problem(`Dockerfile: COPY --from=${copy.flags.from} names no stage`)
      const built = entry?.split('/')[0]
      for (const src of copy.sources)
        if (!built || path.posix.relative('/app', src) !== built)
          problem(
            `Dockerfile: the runtime stage copies ${src} from a stage; only /app/${built} (the build) belongs`,
          )
    } else {
      for (const src of copy.sources)
        if (!['package.json', 'package-lock.json'].includes(src))
          problem(
            `Dockerfile: the runtime stage copies ${src} from the sources; only the package files belong`,
          )
    }
  }

  // Every source COPY'd from the build context exists and is not ignored.
  for (const stage of stages)
    for (const i of stage.instructions.filter((x) => x.op === 'COPY' || x.op === 'ADD')) {
      const copy = parseCopy(i.args)
      if (copy.flags.from) continue
      for (const src of copy.sources) {
        if (src === '.') continue
        if (!existsSync(path.join(root, src)))
          problem(`Dockerfile: COPY ${src}: no such file in the repository`)
        else if (isIgnored(ignore, src))
          problem(`Dockerfile: COPY ${src}: .dockerignore keeps it out of the context`)
      }
    }

  // Non-root, health, port, signal, command.
  const user = last('USER')?.args.split(':')[0]
  if (!user || user === 'root' || user === '0')
    problem('Dockerfile: the runtime stage must end with a non-root USER')
  const env = Object.fromEntries(
    ops('ENV').flatMap((i) =>
      [...i.args.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2]]),
    ),
  )
  for (const name of Object.keys(env))
    if (!envNames.has(name)) problem(`Dockerfile: ENV ${name} is not a variable src/server/config.ts reads`)
  const port = env.PORT ?? /PORT: z\.coerce[^\n]*\.default\((\d+)\)/.exec(text('src/server/config.ts'))?.[1]
  const exposed = ops('EXPOSE').flatMap((i) => i.args.split(/\s+/).map((p) => p.split('/')[0]))
  if (!port || !exposed.includes(port))
    problem(`Dockerfile: EXPOSE does not name the port the server listens on (${port})`)
  const health = last('HEALTHCHECK')
  const healthCmd = health && execForm(health.args.replace(/^(--\S+\s+)*CMD\s+/, ''))
  if (!health || !/\bCMD\b/.test(health.args)) problem('Dockerfile: no HEALTHCHECK in the runtime stage')
  else if (!healthCmd) problem('Dockerfile: HEALTHCHECK CMD must be in exec form (a JSON array)')
  else {
    const asked = /['"](?:https?:\/\/[^'"\s/]*)?(\/[a-z]+)['"]/.exec(healthCmd.join(' '))?.[1]
    if (!asked || !routes.has(asked))
      problem(
        `Dockerfile: HEALTHCHECK asks ${asked ?? 'no path'}, not a route of the health module (${[...routes].join(', ')})`,
      )
    if (
      !['node', 'wget', 'curl'].includes(healthCmd[0] ?? '') ||
      (healthCmd[0] !== 'node' && /slim/.test(runtime.from))
    )
      problem(`Dockerfile: HEALTHCHECK runs ${healthCmd[0]}, which the runtime image does not have`)
  }
  if (last('STOPSIGNAL')?.args !== 'SIGTERM') problem('Dockerfile: STOPSIGNAL SIGTERM is missing')
  if (!/process\.on\('SIGTERM'/.test(text('src/server/main.ts')))
    problem('src/server/main.ts no longer handles SIGTERM, which the image stops the server with')
  const cmd = last('CMD') && execForm(last('CMD').args)
  if (!cmd) problem('Dockerfile: CMD must be in exec form so node is PID 1 and receives SIGTERM')
  else if (cmd[0] !== 'node' || cmd[1] !== entry)
    problem(
      `Dockerfile: CMD runs ${cmd.join(' ')}; the build writes the server to ${entry} (run it with node)`,
    )
  if (entry && pkg.scripts?.serve !== `node ${entry}`) problem(`package.json: serve no longer runs ${entry}`)
  if (last('ENTRYPOINT')) problem('Dockerfile: an ENTRYPOINT would stand between the signal and node')

  // The build context.
  for (const needed of ['node_modules', '.git', '.tmp', 'dist', '.env', 'data'])
    if (!isIgnored(ignore, needed)) problem(`.dockerignore: ${needed} is not excluded`)
  if (isIgnored(ignore, 'package-lock.json') || isIgnored(ignore, 'src/server/main.ts'))
    problem('.dockerignore: excludes sources the build needs')

  // compose.yaml: PostgreSQL with a volume and a health check, the app waiting for it.
  let compose
  try {
    compose = parseYaml(text('compose.yaml'))
  } catch (err) {
    problem(`compose.yaml does not parse: ${err.message}`)
  }
  const services = compose?.services ?? {}
  const db = Object.entries(services).find(([, s]) => /^postgres(:|$)/.test(s.image ?? ''))
  const app = Object.entries(services).find(([, s]) => s.build)
  if (!db) problem('compose.yaml: no service runs the official postgres image')
  else {
    if (!db[1].healthcheck?.test) problem('compose.yaml: the database has no healthcheck')
    if (!(db[1].volumes ?? []).some((v) => String(v).endsWith(':/var/lib/postgresql/data')))
      problem('compose.yaml: the database keeps its data in no volume')
  }
  if (!app) problem('compose.yaml: no service builds the app from this Dockerfile')
  else {
    const [, svc] = app
    const appEnv = Array.isArray(svc.environment)
      ? Object.fromEntries(svc.environment.map((e) => e.split(/=(.*)/s).slice(0, 2)))
      : (svc.environment ?? {})
    for (const name of Object.keys(appEnv))
      if (!envNames.has(name)) problem(`compose.yaml: ${name} is not a variable src/server/config.ts reads`)
    if (db && svc.depends_on?.[db[0]]?.condition !== 'service_healthy')
      problem('compose.yaml: the app does not wait for a healthy database')
    if (!db || !String(appEnv.DATABASE_URL ?? '').includes(`@${db[0]}:5432/`))
      problem('compose.yaml: DATABASE_URL does not point at the database service')
    for (const secret of ['SECRETS_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL'])
      if (!/^\$\{[A-Z_]+:\?/.test(String(appEnv[secret] ?? '')))
        problem(`compose.yaml: ${secret} must come from the environment and be required (\${${secret}:?…})`)
    const dataDir = String(appEnv.DATA_DIR ?? env.DATA_DIR ?? '').replace(/^"|"$/g, '')
    if (!dataDir.startsWith('/')) problem('compose.yaml: DATA_DIR is not an absolute path in the image')
    if (!(svc.volumes ?? []).some((v) => String(v).split(':')[1] === `${dataDir}/uploads`))
      problem(`compose.yaml: no volume holds the uploads (${dataDir}/uploads)`)
    if (
      parseDuration(svc.stop_grace_period) * 1000 <=
      Number(String(appEnv.SHUTDOWN_GRACE_MS ?? '').match(/\d+/)?.[0] ?? 5000)
    )
      problem('compose.yaml: stop_grace_period is shorter than the shutdown grace period')
  }

  // docs/deploy.md names only variables the server reads (the database image's own POSTGRES_* aside).
  const guide =
    files['docs/deploy.md'] ??
    (existsSync(path.join(root, 'docs/deploy.md')) ? read(root, 'docs/deploy.md') : '')
  if (!guide) problem('docs/deploy.md is missing')
  for (const [, name] of guide.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g))
    if (!envNames.has(name) && !name.startsWith('POSTGRES_'))
      problem(`docs/deploy.md: ${name} is not a variable src/server/config.ts reads`)
  return [...new Set(problems)]
}

function parseDuration(value) {
  const m = /^(\d+)(s|m)?$/.exec(String(value ?? ''))
  if (!m) return 10 // Docker's default stop timeout
  return Number(m[1]) * (m[2] === 'm' ? 60 : 1)
}

// ─── the image itself ───────────────────────────────────────────────────────────────────────────────────────────

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function until(what, check, ms) {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`)
    await sleep(500)
  }
}

const status = async (url) => (await fetch(url)).status

/** The variables a production start needs, with the payment and mail gaps allowed on purpose. */
function productionEnv(port) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ALLOW_UNSAFE_PRODUCTION: 'true',
    TEST_PAYMENTS: 'enabled',
    SHUTDOWN_GRACE_MS: '1500',
    LOG_LEVEL: 'warn',
  }
}

function dockerAnswers() {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0
}

/** Builds the image, runs it until its HEALTHCHECK says healthy, and stops it. */
async function checkWithDocker() {
  const tag = `sitecraft-image-check:${process.pid}`
  const name = `sitecraft-image-check-${process.pid}`
  const docker = (...args) => execFileSync('docker', args, { cwd: ROOT, encoding: 'utf8' }).trim()
  console.log('Docker answers: building the image…')
  execFileSync('docker', ['build', '-t', tag, '.'], { cwd: ROOT, stdio: 'inherit' })
  const port = await freePort()
  const env = productionEnv(3000)
  env.PUBLIC_URL = `http://127.0.0.1:${port}`
  try {
    docker(
      'run',
      '-d',
      '--name',
      name,
      '-p',
      `127.0.0.1:${port}:3000`,
      ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
      tag,
    )
    await until(
      'the container is healthy',
      async () => docker('inspect', '-f', '{{.State.Health.Status}}', name) === 'healthy',
      180_000,
    )
    const uid = docker('exec', name, 'id', '-u')
    if (uid === '0') throw new Error('the container runs as root')
    if (spawnSync('docker', ['exec', name, 'test', '-e', 'node_modules/vite']).status === 0)
      throw new Error('the image holds development packages (vite)')
    if ((await status(`http://127.0.0.1:${port}/readyz`)) !== 200) throw new Error('/readyz is not 200')
    if ((await status(`http://127.0.0.1:${port}/`)) !== 200) throw new Error('/ is not 200')
    // What `docker stop` sends (STOPSIGNAL): the instance drains, then exits 0.
    const started = Date.now()
    docker('kill', '--signal', 'SIGTERM', name)
    await sleep(300)
    const draining = await status(`http://127.0.0.1:${port}/readyz`)
    if (draining !== 503) throw new Error(`/readyz answered ${draining} while draining, not 503`)
    const code = docker('wait', name)
    if (code !== '0') throw new Error(`the container exited ${code} on SIGTERM, not 0`)
    console.log(
      `Image ${tag}: healthy as uid ${uid}, no development packages, drained and exited 0 in ${Date.now() - started} ms on SIGTERM`,
    )
  } finally {
    spawnSync('docker', ['rm', '-f', name], { stdio: 'ignore' })
    spawnSync('docker', ['image', 'rm', tag], { stdio: 'ignore' })
  }
}

/** Without a Docker engine: what the runtime stage holds, in a temporary folder, started as CMD would. */
async function simulateRuntimeStage() {
  const { stages } = parseDockerfile(read(ROOT, 'Dockerfile'))
  const runtime = stages.at(-1)
  const last = (op) => runtime.instructions.filter((i) => i.op === op).at(-1)
  const cmd = execForm(last('CMD').args)
  const health = execForm(last('HEALTHCHECK').args.replace(/^(--\S+\s+)*CMD\s+/, ''))
  const install = runtime.instructions.find((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args))
  const npmCi = /npm ci[^&;]*/.exec(install.args)[0].trim().split(/\s+/).slice(1)

  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitecraft-image-'))
  const timings = []
  const timed = (label, fn) => {
    const t = Date.now()
    const r = fn()
    timings.push(`${label} ${((Date.now() - t) / 1000).toFixed(1)} s`)
    return r
  }
  let server
  try {
    console.log(`No Docker engine: simulating the runtime stage in ${dir}`)
    timed('build', () =>
      execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, BUILD_OUT_DIR: path.join(dir, 'dist') },
      }),
    )
    const entry = builtServerEntry(JSON.parse(read(ROOT, 'package.json')))
    if (!entry || !existsSync(path.join(dir, entry)))
      throw new Error(`the build wrote no server at ${entry}, where package.json's main says it is`)
    for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(ROOT, f), path.join(dir, f))
    timed('npm ci --omit=dev', () => execFileSync('npm', npmCi, { cwd: dir, stdio: 'inherit' }))
    // The lockfile marks the packages only development needs; none of them may be in the runtime stage.
    const locked = Object.entries(JSON.parse(read(ROOT, 'package-lock.json')).packages)
    const devOnly = locked.filter(([at, p]) => at && p.dev).map(([at]) => at)
    if (!devOnly.includes('node_modules/vite'))
      throw new Error('package-lock.json does not mark vite as development-only')
    const installed = devOnly.filter((at) => existsSync(path.join(dir, at)))
    if (installed.length)
      throw new Error(`development packages are installed: ${installed.slice(0, 5).join(', ')}`)

    const port = await freePort()
    // Only what the image sets (its ENV, with the data folder moved here) and the production variables.
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      ...productionEnv(port),
      DATA_DIR: path.join(dir, 'data'),
    }
    const started = Date.now()
    server = spawn(cmd[0] === 'node' ? process.execPath : cmd[0], cmd.slice(1), {
      cwd: dir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })))
    const healthy = () =>
      spawnSync(health[0] === 'node' ? process.execPath : health[0], health.slice(1), { env, timeout: 5000 })
        .status === 0
    await until('the HEALTHCHECK command succeeds', async () => healthy(), 90_000)
    timings.push(`start (migrate, seed, listen) ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const base = `http://127.0.0.1:${port}`
    if ((await status(`${base}/readyz`)) !== 200) throw new Error('/readyz is not 200')
    const home = await fetch(`${base}/`)
    if (home.status !== 200 || !(await home.text()).includes('<html'))
      throw new Error('/ does not serve the built page')
    server.kill('SIGTERM')
    await sleep(300)
    const draining = await status(`${base}/readyz`)
    if (draining !== 503) throw new Error(`/readyz answered ${draining} while draining, not 503`)
    const { code, signal } = await exited
    server = undefined
    if (code !== 0) throw new Error(`the server exited ${code ?? signal} on SIGTERM, not 0`)
    console.log(
      `Runtime stage simulated: healthy, served /, drained (/readyz 503) and exited 0 on SIGTERM. ${timings.join(', ')}`,
    )
  } finally {
    server?.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const problems = staticProblems()
  if (problems.length) {
    console.error(`The image's files disagree with the code:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('Dockerfile, .dockerignore, compose.yaml and docs/deploy.md agree with the code.')
  try {
    if (dockerAnswers()) await checkWithDocker()
    else await simulateRuntimeStage()
  } catch (err) {
    console.error(`Image check failed: ${err.message}`)
    process.exit(1)
  }
}

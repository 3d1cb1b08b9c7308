// The project runs on Node.js 24. On a machine whose `node` is older, this finds (or fetches once) the Node 24
// binary that the npm registry ships as the `node-<platform>-<arch>` package and runs a script with it.
// Nothing but that package is downloaded; it is unpacked into .tmp/node-v<version>/ of this checkout.
//
//   node scripts/node24.mjs <script> [args…]   run a script on Node ≥ 24 (this node when it is new enough)
//   node scripts/node24.mjs --bin-dir         print the folder holding a Node ≥ 24 `node` (for PATH)
//
// Scripts `await reexecUnderNode24()` first, so `node scripts/test.mjs` re-runs itself on Node 24.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const MIN_NODE_MAJOR = 24
/** Fetched when the machine's node is older; a deliberate version, known to run the suites here. */
export const NODE24_VERSION = '24.21.0'

const root = path.resolve(import.meta.dirname, '..')

export const isNodeRecentEnough = (version = process.versions.node) =>
  Number(version.split('.')[0]) >= MIN_NODE_MAJOR

/** Path of a Node ≥ 24 binary: this process's own when recent enough, else the fetched one. */
export function findNode24() {
  if (isNodeRecentEnough()) return process.execPath
  const dir = path.join(root, '.tmp', `node-v${NODE24_VERSION}`)
  const bin = path.join(dir, 'bin', 'node')
  if (!existsSync(bin)) fetchNode(dir)
  return bin
}

function fetchNode(dir) {
  const pkg = `node-${process.platform}-${process.arch}@${NODE24_VERSION}`
  console.error(`Node ${process.versions.node} is older than ${MIN_NODE_MAJOR}: fetching ${pkg} from the npm registry…`)
  mkdirSync(path.dirname(dir), { recursive: true })
  const work = mkdtempSync(`${dir}.partial-`)
  try {
    // npm pack checks the tarball's integrity and keeps it in npm's cache, so a fresh clone unpacks it offline.
    execFileSync('npm', ['pack', pkg, '--pack-destination', work, '--silent'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`)
    execFileSync('tar', ['-xzf', tarball], { cwd: work })
    const bin = path.join(work, 'package', 'bin', 'node')
    chmodSync(bin, 0o755)
    const version = execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    if (version !== NODE24_VERSION) throw new Error(`${pkg} reports Node ${version}`)
    try {
      renameSync(path.join(work, 'package'), dir)
    } catch (err) {
      // Another process unpacked it at the same time.
      if (!existsSync(path.join(dir, 'bin', 'node'))) throw err
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Environment for a child on Node 24: its folder first on PATH, so nested `node` and `npm` calls use it too. */
export function node24Env(bin, env = process.env) {
  return { ...env, PATH: `${path.dirname(bin)}${path.delimiter}${env.PATH ?? ''}` }
}

/**
 * When this node is older than 24, runs the current script again on Node 24, passes it the signals this process
 * gets (so stopping the launcher stops the server), and exits with its status. The returned promise settles only
 * when nothing needs re-running: `await reexecUnderNode24()` at the top of a script.
 */
export function reexecUnderNode24() {
  if (isNodeRecentEnough()) return Promise.resolve()
  let bin
  try {
    bin = findNode24()
  } catch (err) {
    console.error(`Could not get Node ${NODE24_VERSION} (${err instanceof Error ? err.message : err}).`)
    process.exit(1)
  }
  const child = spawn(bin, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: node24Env(bin),
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('error', (err) => {
    console.error(`Could not run Node ${NODE24_VERSION}: ${err.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)))
  return new Promise(() => {})
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [first] = process.argv.slice(2)
  if (!first) {
    console.error('Usage: node scripts/node24.mjs <script> [args…] | --bin-dir')
    process.exit(2)
  }
  if (first === '--bin-dir') {
    console.log(path.dirname(findNode24()))
  } else {
    // Re-running this file on Node 24 with the same arguments lands in the lines below.
    await reexecUnderNode24()
    const script = path.resolve(first)
    process.argv.splice(1, 2, script)
    await import(pathToFileURL(script).href)
  }
}

// Runs one of the server's command-line tools (src/server/cli/<name>.ts) on Node 24:
//   node scripts/server-cli.mjs <name> [args…]
// In a checkout with its development dependencies, from the source through tsx, so it is never older than the
// code; otherwise (installed with --omit=dev) the built dist/server/<name>.js. A host that has only dist/ runs
// `node dist/server/<name>.js [args…]` itself.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { reexecUnderNode24 } from './node24.mjs'
import { packageBin } from './package-bin.mjs'

await reexecUnderNode24()

const root = path.resolve(import.meta.dirname, '..')
const [name, ...args] = process.argv.slice(2)
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: node scripts/server-cli.mjs <tool> [args…]')
  process.exit(2)
}
const source = path.join(root, 'src', 'server', 'cli', `${name}.ts`)
// tsx's command as its package declares it, run by this Node (none in a production install: the build runs).
const tsx = packageBin('tsx')
const built = path.join(root, process.env.BUILD_OUT_DIR ?? 'dist', 'server', `${name}.js`)
let command
if (existsSync(source) && tsx) command = [tsx, source, ...args]
else if (existsSync(built)) command = [built, ...args]
else {
  console.error(
    `No ${name} tool to run: neither ${path.relative(root, source)} with tsx nor a build (npm run build).`,
  )
  process.exit(1)
}
const res = spawnSync(process.execPath, command, { cwd: process.cwd(), stdio: 'inherit' })
process.exit(res.status ?? 1)

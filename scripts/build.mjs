// Builds the client with React Router (route modules, code split by route, the public pages without live data
// and the signed-in areas' session checks prerendered), then the server bundle.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { packageBin } from './package-bin.mjs'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build as esbuild } from 'esbuild'
import { reexecUnderNode24 } from './node24.mjs'

await reexecUnderNode24()

const root = path.resolve(import.meta.dirname, '..')
// BUILD_OUT_DIR lets several checkouts of work build side by side; production uses dist/.
const outDir = process.env.BUILD_OUT_DIR ?? 'dist'
const target = path.resolve(root, outDir)
// The renderer finds React in this project's node_modules while it prerenders, so a folder outside the project
// is built here first and moved there at the end.
const outside = path.relative(root, target).startsWith('..')
const dist = outside ? path.join(root, '.tmp', `build-${process.pid}`) : target
const clientDir = path.join(dist, 'client')

rmSync(target, { recursive: true, force: true })
rmSync(dist, { recursive: true, force: true })

// 1. React Router's build: the client's assets, the server renderer (dist/server/index.js) and the prerendered
// pages, each written as <path>/index.html.
// Its command as its package declares it, run by this Node.
execFileSync(process.execPath, [packageBin('@react-router/dev', 'react-router'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    BUILD_OUT_DIR: path.relative(root, dist),
  },
})

// 2. The prerendered pages move to pages/, which the server holds in memory and serves with their headers
// (never as plain files); the renderer's .data answers of prerendered pages are not served (the server renders
// any .data request itself).
const renderer = await import(pathToFileURL(path.join(dist, 'server', 'index.js')).href)
const { PRERENDERED_PATHS, LIVE_PATHS } = renderer.entry.module
const pagesDir = path.join(clientDir, 'pages')
mkdirSync(pagesDir, { recursive: true })
const pages = {}
for (const url of PRERENDERED_PATHS) {
  const from = path.join(clientDir, url === '/' ? '' : url.slice(1), 'index.html')
  if (!existsSync(from)) throw new Error(`React Router did not prerender ${url}`)
  const name = url === '/' ? 'index' : url.slice(1).replace(/\//g, '-')
  renameSync(from, path.join(pagesDir, `${name}.html`))
  rmSync(path.join(clientDir, `${url === '/' ? '_root' : url.slice(1)}.data`), { force: true })
  pages[url] = `pages/${name}.html`
}
// Folders the prerendering left empty.
for (const url of PRERENDERED_PATHS.filter((u) => u !== '/').sort((a, b) => b.length - a.length)) {
  const dir = path.join(clientDir, url.slice(1))
  if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true })
}
writeFileSync(
  path.join(pagesDir, 'manifest.json'),
  JSON.stringify({ pages, live: LIVE_PATHS, renderer: '../server/index.js' }, null, 2),
)

// 3. Precompress text assets so the server sends .br/.gz files without compressing per request.
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) compressTree(file)
    else if (/\.(js|css|svg|json|txt|html)$/.test(name) && !dir.endsWith('pages')) {
      const buf = readFileSync(file)
      if (buf.length < 1024) continue
      writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }))
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
    }
  }
}
compressTree(clientDir)

// 4. Server bundle and its command-line tools; dependencies stay in node_modules. Migrations travel beside them.
const CLI_TOOLS = {
  'user-create': 'src/server/cli/user-create.ts',
  'db-backup': 'src/server/cli/db-backup.ts',
  'db-restore': 'src/server/cli/db-restore.ts',
}
await esbuild({
  entryPoints: { main: 'src/server/main.ts', ...CLI_TOOLS },
  absWorkingDir: root,
  outdir: path.join(dist, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
}).catch(() => process.exit(1))
cpSync(path.join(root, 'src/server/db/migrations'), path.join(dist, 'server', 'migrations'), {
  recursive: true,
})

// Script bytes and file counts are printed, never gated: what a person feels is a page's speed on a phone
// (npm run bench -- pages), and no build fails for a kilobyte. The landing page's scripts are the ones its
// HTML names (the entry, its module preloads and the route modules it imports).
const { createRequestHandler } = await import('react-router')
const landing = await (
  await createRequestHandler(renderer, 'production')(new Request('http://localhost/'))
).text()
const scripts = new Set([...landing.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
const landingKb =
  [...scripts].reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length,
    0,
  ) / 1024
console.log(
  `Built ${Object.keys(pages).length} prerendered pages, the renderer and the server into ${outDir}/ (landing page ${landingKb.toFixed(1)} KB of gzipped JavaScript in ${scripts.size} files)`,
)
if (outside) {
  cpSync(dist, target, { recursive: true })
  rmSync(dist, { recursive: true, force: true })
}

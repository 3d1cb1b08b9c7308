// Builds the client (code-split, then each public page prerendered to HTML), then the server bundle.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build as esbuild } from 'esbuild'
import { reexecUnderNode24 } from './node24.mjs'

await reexecUnderNode24()

const root = path.resolve(import.meta.dirname, '..')
// BUILD_OUT_DIR lets several checkouts of work build side by side; production uses dist/.
const dist = path.resolve(root, process.env.BUILD_OUT_DIR ?? 'dist')
const clientDir = path.join(dist, 'client')
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
const run = (args) => execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' })

rmSync(dist, { recursive: true, force: true })

// 1. Client bundle and an SSR bundle of the same app: used here to prerender, and by the server to render the
// pages that show live data.
const ssrDir = path.join(dist, 'server', 'ssr')
run(['build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'])
run(['build', '--ssr', 'app/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'])

// 2. Prerender every public route into dist/client/pages.
/**
 * The signed-in pages' first reads are sent by a script written into the head of each signed-in page, before
 * the entry's (src/client/app/boot-inline.ts): they leave while the browser still reads the page, not after the
 * entry and its imports have arrived. The server's Content-Security-Policy allows it by its hash. A public
 * page, which has no first reads (bootDataPaths answers null), does not carry it.
 */
const bootScript = (
  await esbuild({
    entryPoints: [path.join(root, 'src/client/app/boot-inline.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  })
).outputFiles[0].text.trim()
if (/<\/script|<!--/i.test(bootScript)) throw new Error('app/boot-inline.ts cannot be written into a page')
const bootScriptHash = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
const templateWithBoot = template.replace(
  '<script type="module"',
  () => `<script>${bootScript}</script>\n    <script type="module"`,
)
if (templateWithBoot === template)
  throw new Error('index.html: no entry script to put the boot script before')
/** The page's template, with the boot script before the entry's tag when the route is a signed-in page's. */
const templateFor = (routePath) =>
  routePath === '*' || server.bootDataPaths(routePath, '') === null ? template : templateWithBoot

/**
 * The stylesheet is small (about 10 KB compressed): written into each page, it costs no render-blocking request,
 * so text paints with the first response. A disabled link to the same file stays behind: browsers do not fetch
 * it, and it tells the lazy-chunk loader the sheet is already on the page, so the loader does not fetch and
 * re-apply it (a full restyle) when the application starts.
 */
function inlineCss(page) {
  return page.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_m, file) => {
    const css = readFileSync(path.join(clientDir, file), 'utf8')
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`)
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`
  })
}

/**
 * Every script file each route runs before the visitor does anything, from the client build's manifest
 * (docs/decisions/0035-route-preloads.md): the entry and what it loads at start (React, the application frame),
 * then the route's page (for a signed-in area: the session check, the area and the section shown), each with
 * everything it imports, and the lazy parts a page shows at once. Written into the page as modulepreload links,
 * the browser asks for them all in one wave instead of finding each level of imports after the one before.
 */
const viteManifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'))
// The file of each lazily imported module, from the chunk grouping (a unit that travels in a group's file, as
// the areas' session check does, has no key of its own in the manifest).
const unitFiles = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'units.json'), 'utf8'))
const keyOfFile = new Map(Object.entries(viteManifest).map(([key, chunk]) => [chunk.file, key]))
// The route table, read from its source: which module each address loads (`path:` or `base:`, then `load:`).
const routeTable = readFileSync(path.join(root, 'src', 'client', 'app', 'routes.ts'), 'utf8')
const table = [...routeTable.matchAll(/(path|base): '([^']+)',[^}]*?load: \(\) => import\('\.\/([^']+)'\)/g)]
const moduleOf = new Map(table.map(([, , url, spec]) => [url, manifestKey(`app/${spec}`)]))
const areaBases = table.filter(([, kind]) => kind === 'base').map(([, , url]) => url)
const guardSpec = /loadGuard = \(\) => import\('\.\/([^']+)'\)/.exec(routeTable)?.[1]
if (!guardSpec || moduleOf.size === 0)
  throw new Error('src/client/app/routes.ts: cannot read its route table')
const guard = manifestKey(`app/${guardSpec}`)
/**
 * Lazy parts a page shows as soon as it renders (the rest load when opened or scrolled to; the finance charts
 * load once the figures have painted, docs/decisions/0039-finance-charts-when-shown.md).
 */
const SHOWN_AT_ONCE = {
  '/dashboard/support': ['app/routes/dashboard/support-tab.tsx'],
}
// Script bytes and file counts are printed, never gated: what a person feels is a page's speed on a phone
// (npm run bench -- pages), and no build fails for a kilobyte.

function manifestKey(spec) {
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => spec + ext)
  const key =
    candidates.find((k) => viteManifest[k]) ??
    candidates.map((k) => keyOfFile.get(unitFiles[k])).find((k) => k !== undefined)
  if (!key) throw new Error(`${spec} is not in the client build's manifest`)
  return key
}

function routeModules(url) {
  // A signed-in area's address: the guard, the area, and the section shown (the first at the base address).
  const base = areaBases.find((b) => url === b || url.startsWith(`${b}/`))
  if (!base && moduleOf.has(url)) return [moduleOf.get(url)]
  if (!base) throw new Error(`No module for ${url} in src/client/app/routes.ts`)
  const area = moduleOf.get(base)
  const firstSection = server.ROUTES.find((r) => r.path.startsWith(`${base}/`))?.path
  const section = (url === base ? firstSection : url)?.slice(base.length + 1)
  const dir = path.posix.dirname(area)
  const sectionKey = (viteManifest[area].dynamicImports ?? []).find(
    (k) =>
      section &&
      (k === `${dir}/${section}.tsx` || k === `${dir}/${path.posix.basename(area, '.tsx')}/${section}.tsx`),
  )
  return [guard, area, ...(sectionKey ? [sectionKey] : [])]
}

function routeScripts(url) {
  const entry = viteManifest['index.html']
  const files = new Set([entry.file])
  const visit = (key) => {
    const chunk = viteManifest[key]
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`)
    if (files.has(chunk.file) && key !== 'index.html') return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of entry.imports ?? []) visit(key)
  // What the entry loads at start: React, then the application frame.
  for (const key of entry.dynamicImports ?? []) visit(key)
  for (const key of routeModules(url)) visit(key)
  for (const key of SHOWN_AT_ONCE[url] ?? []) visit(key)
  return [...files]
}

const gzipKb = (files) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0) /
  1024

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const pagesDir = path.join(clientDir, 'pages')
mkdirSync(pagesDir, { recursive: true })
const routesOut = {}
const liveOut = {}
const scriptsOut = {}
const all = [...server.ROUTES.filter((r) => r.prerender), server.NOT_FOUND]
for (const route of all) {
  const url = route.path === '*' ? '/__not-found__' : route.path
  const html = await server.render(url)
  const scripts = routeScripts(route.path)
  scriptsOut[route.path] = scripts
  const head = [
    `<title>${escapeAttr(route.title)}</title>`,
    route.description ? `<meta name="description" content="${escapeAttr(route.description)}" />` : '',
    route.description ? `<meta property="og:title" content="${escapeAttr(route.title)}" />` : '',
    route.description ? `<meta property="og:description" content="${escapeAttr(route.description)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ')
  // The entry's own script tag stays; every other file the route needs is preloaded beside it.
  const preloads = scripts
    .slice(1)
    .map((f) => `<link rel="modulepreload" href="/${f}">`)
    .join('')
  const shell = inlineCss(
    templateFor(route.path)
      .replace('<!--head-->', head)
      .replace('</head>', () => `${preloads}</head>`),
  )
  const name =
    route.path === '*' ? '404' : route.path === '/' ? 'index' : route.path.slice(1).replace(/\//g, '-')
  writeFileSync(
    path.join(pagesDir, `${name}.html`),
    shell.replace('<!--app-html-->', () => html),
  )
  if (route.path !== '*') routesOut[route.path] = `pages/${name}.html`
  // A page with live data keeps its shell; the server renders the markup into it with the current answers.
  if (route.data) {
    writeFileSync(path.join(pagesDir, `${name}.shell.html`), shell)
    liveOut[route.path] = { shell: `pages/${name}.shell.html`, data: route.data }
  }
}
writeFileSync(
  path.join(pagesDir, 'manifest.json'),
  JSON.stringify(
    {
      routes: routesOut,
      notFound: 'pages/404.html',
      live: liveOut,
      scripts: scriptsOut,
      inlineScriptHashes: [bootScriptHash],
      renderer: path.relative(clientDir, path.join(ssrDir, 'entry-server.js')),
    },
    null,
    2,
  ),
)
rmSync(path.join(clientDir, 'index.html'))

// The landing page's scripts, with any written into its head.
const landingKb =
  gzipKb(scriptsOut['/']) +
  (templateFor('/') === template ? 0 : gzipSync(bootScript, { level: 9 }).length / 1024)

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
const most = Math.max(...Object.values(scriptsOut).map((f) => f.length))
console.log(
  `Built ${Object.keys(routesOut).length} prerendered pages and the server into dist/ (landing page ${landingKb.toFixed(1)} KB of gzipped JavaScript, at most ${most} script files a page)`,
)

// Builds the client (code-split, then each public page prerendered to HTML), then the server bundle.
import { execFileSync } from 'node:child_process'
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
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)

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

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const pagesDir = path.join(clientDir, 'pages')
mkdirSync(pagesDir, { recursive: true })
const routesOut = {}
const liveOut = {}
const all = [...server.ROUTES.filter((r) => r.prerender), server.NOT_FOUND]
for (const route of all) {
  const url = route.path === '*' ? '/__not-found__' : route.path
  const html = await server.render(url)
  const head = [
    `<title>${escapeAttr(route.title)}</title>`,
    route.description ? `<meta name="description" content="${escapeAttr(route.description)}" />` : '',
    route.description ? `<meta property="og:title" content="${escapeAttr(route.title)}" />` : '',
    route.description ? `<meta property="og:description" content="${escapeAttr(route.description)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ')
  const shell = inlineCss(template.replace('<!--head-->', head))
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
      renderer: path.relative(clientDir, path.join(ssrDir, 'entry-server.js')),
    },
    null,
    2,
  ),
)
rmSync(path.join(clientDir, 'index.html'))

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
console.log(`Built ${Object.keys(routesOut).length} prerendered pages and the server into dist/`)

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
// What the entry itself uses (the bundler's module runtime and the lazy-import helper): one small file beside
// it, so the entry never imports a larger file that would run before the first paint.
const BOOT = /^\0(rolldown\/runtime|vite\/preload-helper)/
const ENTRY = r('./src/client/app/entry-client.tsx')
const HYDRATE = r('./src/client/app/hydrate.tsx')
const LANDING = r('./src/client/app/routes/landing.tsx')
const ROUTES_DIR = r('./src/client/app/routes/')

/** lucide-react's index re-exports its 1,600 icons: a module that imports it uses only the icons it names. */
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/
function iconsNamed(source: string, index: Map<string, string>): string[] {
  const files: string[] = []
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
    for (const name of names!.split(',')) {
      const file = index.get(name.trim().split(/\s+as\s+/)[0]!)
      if (file) files.push(file)
    }
  return files
}
function iconIndex(file: string): Map<string, string> {
  const index = new Map<string, string>()
  const dir = path.dirname(file)
  for (const [, names, from] of readFileSync(file, 'utf8').matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  ))
    for (const part of names!.split(',')) index.set(part.trim().split(/\s+as\s+/)[1]!, path.join(dir, from!))
  return index
}

// The signed-in pages (their code loads after the session check, and no public page needs it), and the staff's.
const SIGNED_IN = ['dashboard', 'admin/', 'cfo-dashboard', 'checkout', 'payment-success', 'project-setup']
  .map((p) => r(`./src/client/app/routes/${p}`))
  .concat(r('./src/client/app/require-role.tsx'))
const STAFF = [r('./src/client/app/routes/admin/'), r('./src/client/app/routes/cfo-dashboard')]

/**
 * Names the chunk group of each module once the module graph is complete (docs/decisions/0035-route-preloads.md):
 * - `start`: what every page runs before its own code (hydrate.tsx and everything it imports) and the modules
 *   the landing page shares with any other page, so the landing page loads what it loaded before in fewer
 *   files, and every other page finds most of its frame already there;
 * - `account` and `staff`: code shared only by signed-in pages (`staff` when only the admin panel and the
 *   finance dashboard use it), so a signed-in page loads its shared code in one file rather than dozens;
 * - anything else is left to the bundler: a page's own code stays in its chunk, and the code public pages share
 *   in chunks of their own (the landing page's sections load as they come into view and must not pull in
 *   the signed-in pages' code).
 */
function chunkGroups() {
  const group = new Map<string, string>()
  const plugin: Plugin = {
    name: 'sitecraft:chunk-groups',
    apply: 'build',
    buildEnd() {
      group.clear()
      if (!this.getModuleInfo(HYDRATE)) return // the server build
      let icons: Map<string, string> | undefined
      const depsCache = new Map<string, string[]>()
      /** The modules `id` imports statically (importedIds also lists the dynamic imports). */
      const deps = (id: string) => {
        let list = depsCache.get(id)
        if (!list) {
          const info = this.getModuleInfo(id)
          const lazy = new Set(info?.dynamicallyImportedIds)
          list = []
          for (const next of info?.importedIds ?? []) {
            if (lazy.has(next)) continue
            if (ICON_INDEX.test(next)) {
              icons ??= iconIndex(next)
              list.push(...iconsNamed(readFileSync(id, 'utf8'), icons))
            } else list.push(next)
          }
          depsCache.set(id, list)
        }
        return list
      }
      const closure = (from: string) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const next of deps(id)) visit(next)
        }
        visit(from)
        return seen
      }
      // Each lazily imported module (a page, an admin section, a below-the-fold section, a payment form) is a
      // unit: which units run a module decides its group.
      const units = new Set<string>()
      for (const id of this.getModuleIds())
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) units.add(lazy)
      const unitsOf = new Map<string, string[]>()
      for (const unit of units)
        for (const id of closure(unit)) unitsOf.set(id, [...(unitsOf.get(id) ?? []), unit])

      const start = closure(HYDRATE)
      for (const id of closure(LANDING))
        if (id !== LANDING && unitsOf.get(id)?.some((u) => u !== LANDING)) start.add(id)
      // The entry's own imports (the lazy-import helper) stay beside the entry, which runs before the first paint.
      for (const id of closure(ENTRY)) start.delete(id)
      for (const id of start) if (!REACT.test(id)) group.set(id, 'start')

      const within = (list: string[]) => (u: string) => list.some((p) => u.startsWith(p))
      const shared = new Map<string, string>()
      for (const [id, of] of unitsOf) {
        if (group.has(id) || REACT.test(id) || of.length < 2 || !of.every(within(SIGNED_IN))) continue
        shared.set(id, of.every(within(STAFF)) ? 'staff' : 'account')
      }
      for (const [id, name] of shared) group.set(id, name)
      // The rest that several pages share, but not what the landing page's sections run: they load as the visitor
      // scrolls, and must not bring every page's shared code with them.
      const sections = new Set(this.getModuleInfo(LANDING)?.dynamicallyImportedIds)
      for (const [id, of] of unitsOf)
        if (!group.has(id) && !REACT.test(id) && of.length > 1 && !of.some((u) => sections.has(u)))
          group.set(id, 'common')
    },
  }
  return { plugin, in: (name: string) => (id: string) => group.get(id) === name }
}

const groups = chunkGroups()

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss(), groups.plugin],
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // The server renderer needs code only; the public files are served from the client build.
    copyPublicDir: !isSsrBuild,
    manifest: true,
    // The server names every file a page needs in the page itself (see scripts/build.mjs): the lazy imports need
    // no preload lists of their own.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone (names cost the landing page about 1 KB of its budget; the
        // manifest still says what each holds).
        chunkFileNames: 'assets/[hash].js',
        // Few files per page (docs/decisions/0035-route-preloads.md): the server preloads a route's files in
        // one wave, and each file costs a request and its own compression. React is one file every page
        // loads first; `start` one more; the icons pages use beyond the landing page's one more.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'boot', test: BOOT, priority: 5 },
                { name: 'react', test: REACT, priority: 4 },
                { name: 'start', test: groups.in('start'), priority: 3 },
                // Without their imports: those a public page also runs stay out of the signed-in files.
                {
                  name: 'account',
                  test: groups.in('account'),
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'staff',
                  test: groups.in('staff'),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                { name: 'common', test: groups.in('common'), priority: 0 },
              ],
            },
      },
    },
    target: 'es2022',
    sourcemap: false,
  },
  // The server renderer carries its own copy of the client libraries: a production install has no dev packages.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
}))

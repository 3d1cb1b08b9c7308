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

/**
 * A library's index that only re-exports its modules (lucide-react's 1,600 icons, TanStack Query's hooks): a
 * module that imports it runs only the modules behind the names it imports, as the bundler keeps no others.
 */
const BARRELS: Record<string, RegExp> = {
  'lucide-react': /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/,
  '@tanstack/react-query': /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
  '@tanstack/query-core': /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/,
}
const barrelOf = (id: string) => Object.keys(BARRELS).find((name) => BARRELS[name]!.test(id))
const exportName = (part: string) =>
  part
    .trim()
    .split(/\s+as\s+/)
    .pop()!
const importName = (part: string) =>
  part
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0]!

/** Name → module file of a barrel, and the packages it re-exports whole. */
function readBarrel(file: string) {
  const names = new Map<string, string>()
  const dir = path.dirname(file)
  for (const [, list, from] of readFileSync(file, 'utf8').matchAll(
    /(?:import|export) \{([^}]*)\} from ['"](\.\/[^'"]+)['"]/g,
  ))
    for (const part of list!.split(',')) if (part.trim()) names.set(exportName(part), path.join(dir, from!))
  const whole = [...readFileSync(file, 'utf8').matchAll(/export \* from ['"]([^.'"][^'"]*)['"]/g)].map(
    (m) => m[1]!,
  )
  return { names, whole }
}

// The signed-in pages (their code loads after the session check, and no public page needs it), and the staff's.
const SIGNED_IN = ['dashboard', 'admin/', 'cfo-dashboard', 'checkout', 'payment-success', 'project-setup']
  .map((p) => r(`./src/client/app/routes/${p}`))
  .concat(r('./src/client/app/require-role.tsx'))
/**
 * Libraries many pages share but a page uses all or nothing of: forms (react-hook-form, zod) and overlays
 * (Radix's dialogs, menus and popovers with their focus and scroll locks). Each is one group of its own, so a
 * page without forms or dialogs loads neither.
 */
const LIBRARY_GROUPS: Record<string, RegExp> = {
  forms: /[\\/]node_modules[\\/](react-hook-form|zod|@hookform)[\\/]/,
  overlays:
    /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|tslib|@floating-ui)[\\/]/,
}
/**
 * The families of units (a unit is what one lazy import loads): public pages (with the sign-in pages), signed-in
 * pages, and the lazy parts of pages (the landing page's sections, dialogs, payment forms). Every group of shared
 * code is named by the families that run it; most families first.
 */
const FAMILIES = ['public', 'account', 'parts'] as const
const SHARED_GROUPS = Array.from({ length: 2 ** FAMILIES.length - 1 }, (_, i) =>
  FAMILIES.filter((_f, bit) => (i + 1) & (1 << bit)),
)
  .sort((x, y) => y.length - x.length)
  .map((families) => families.join('+'))
const STAFF = [r('./src/client/app/routes/admin/'), r('./src/client/app/routes/cfo-dashboard')]

/**
 * Names the chunk group of each module once the module graph is complete (docs/decisions/0035-route-preloads.md):
 * - `start`: what every page runs before its own code (hydrate.tsx and everything it imports) and the modules
 *   the landing page shares with any other page, so the landing page loads what it loaded before in fewer
 *   files, and every other page finds most of its frame already there;
 * - code two or more units share: `forms` or `overlays` for those libraries, `staff` when only the admin panel
 *   and the finance dashboard run it, else a group named by the families of units that run it
 *   (`public+account`, `account`, …), so a signed-in page loads its shared code in a few files, not dozens;
 * - a unit's own code stays in its chunk.
 */
function chunkGroups() {
  const group = new Map<string, string>()
  const plugin: Plugin = {
    name: 'sitecraft:chunk-groups',
    apply: 'build',
    buildEnd() {
      group.clear()
      if (!this.getModuleInfo(HYDRATE)) return // the server build
      const barrels = new Map<string, { id: string; names: Map<string, string>; whole: string[] }>()
      const importsFrom = (source: string, pkg: string) =>
        [...source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g'))].flatMap(
          (m) =>
            m[1]!
              .split(',')
              .filter((p) => p.trim())
              .map(importName),
        )
      /** The modules behind the names imported from a barrel (and the barrels it re-exports whole). */
      const throughBarrel = (pkg: string, wanted: string[]): string[] => {
        const barrel = barrels.get(pkg)
        if (!barrel) return []
        const out: string[] = []
        const rest: string[] = []
        for (const name of wanted) {
          const file = barrel.names.get(name)
          if (file) out.push(file)
          else rest.push(name)
        }
        for (const other of barrel.whole) if (rest.length) out.push(...throughBarrel(other, rest))
        return out
      }
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
            const pkg = barrelOf(next)
            if (pkg) {
              if (!barrels.has(pkg)) barrels.set(pkg, { id: next, ...readBarrel(next) })
              for (const other of barrels.get(pkg)!.whole) {
                const otherId = this.getModuleInfo(next)?.importedIds.find((i) => BARRELS[other]?.test(i))
                if (otherId && !barrels.has(other))
                  barrels.set(other, { id: otherId, ...readBarrel(otherId) })
              }
              list.push(...throughBarrel(pkg, importsFrom(readFileSync(id, 'utf8'), pkg)))
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
      const familyOf = (u: string) =>
        within(SIGNED_IN)(u) ? 'account' : u.startsWith(ROUTES_DIR) ? 'public' : 'parts'
      for (const [id, of] of unitsOf) {
        if (group.has(id) || REACT.test(id) || of.length < 2) continue
        const library = Object.keys(LIBRARY_GROUPS).find((name) => LIBRARY_GROUPS[name]!.test(id))
        if (library) group.set(id, library)
        else if (of.every(within(STAFF))) group.set(id, 'staff')
        else group.set(id, FAMILIES.filter((f) => of.some((u) => familyOf(u) === f)).join('+'))
      }
    },
  }
  return { plugin, in: (name: string) => (id: string) => group.get(id) === name }
}

const groups = chunkGroups()

/** wouter's fallback for React before 18: React 19 has useSyncExternalStore itself (0.7 KB less to load). */
const syncExternalStore: Plugin = {
  name: 'sitecraft:use-sync-external-store',
  enforce: 'pre',
  resolveId: (source) =>
    /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? '\0use-sync-external-store' : null,
  load: (id) => (id === '\0use-sync-external-store' ? "export { useSyncExternalStore } from 'react'" : null),
}

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss(), syncExternalStore, groups.plugin],
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
        // Few files per page (docs/decisions/0035-route-preloads.md): each page preloads its route's files in
        // one wave, and each file costs a request and its own compression. React is one file every page
        // loads first, `start` one more, each group of shared code a page runs one more.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'boot', test: BOOT, priority: 1000 },
                { name: 'react', test: REACT, priority: 900 },
                { name: 'start', test: groups.in('start'), priority: 800 },
                ...Object.keys(LIBRARY_GROUPS).map((name) => ({
                  name,
                  test: groups.in(name),
                  priority: 700,
                })),
                // A module shared by pages of more families goes first, so a group never takes along an
                // import that pages outside its families run too.
                ...SHARED_GROUPS.map((name) => ({
                  name,
                  test: groups.in(name),
                  priority: 2 + SHARED_GROUPS.length - SHARED_GROUPS.indexOf(name),
                })),
                { name: 'staff', test: groups.in('staff'), priority: 1 },
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

// How the client build groups its modules into files (docs/decisions/0035-route-preloads.md, 0040): the rules,
// and the plugin that names each module's group once the module graph is complete. vite.config.ts gives the
// groups to the bundler; scripts/chunk-groups.test.ts runs the plugin on a small module graph.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** An address of this repository from its root (`./src/…`), as an absolute path. */
export const r = (p: string) => fileURLToPath(new URL(`.${p}`, import.meta.url))

export const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
export const ENTRY = r('./src/client/app/entry-client.tsx')
export const HYDRATE = r('./src/client/app/hydrate.tsx')
export const LANDING = r('./src/client/app/routes/landing.tsx')
export const GUARD = r('./src/client/app/require-role.tsx')
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
  .concat(GUARD)
/**
 * Libraries many pages share but a page uses all or nothing of, each a group of its own so a page loads only
 * those it runs at start (docs/decisions/0040-areas-start-without-forms.md): the contracts' schemas (zod, which
 * every signed-in page's data reads), forms (react-hook-form, whose pages' forms are mostly in dialogs opened
 * later), Radix's primitives (the areas' tabs run them at start) and overlays (dialogs and toasts with their
 * focus and scroll locks, loaded with the first dialog).
 */
const RADIX_OVERLAYS =
  '@radix-ui[\\\\/](react-dialog|react-dismissable-layer|react-focus-guards|react-focus-scope|react-portal|react-toast|react-visually-hidden|react-use-escape-keydown)'
export const LIBRARY_GROUPS: Record<string, RegExp> = {
  schemas: /[\\/]node_modules[\\/]zod[\\/]/,
  radix: new RegExp(`[\\\\/]node_modules[\\\\/](?!${RADIX_OVERLAYS}[\\\\/])@radix-ui[\\\\/]`),
  forms: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
  overlays: new RegExp(
    `[\\\\/]node_modules[\\\\/](${RADIX_OVERLAYS}|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|tslib|@floating-ui)[\\\\/]`,
  ),
}
/**
 * The families of units (a unit is what one lazy import loads): public pages (with the sign-in pages), the
 * signed-in areas (dashboard, admin panel, finance), the order pages (checkout, payment return, project setup:
 * apart, so they load none of the areas' tables, dialogs and contracts), and the lazy parts of pages (the landing
 * page's sections, dialogs, payment forms). Every group of shared code is named by the families that run it;
 * most families first.
 */
const FAMILIES = ['public', 'account', 'orders', 'parts'] as const
const ORDER_PAGES = ['checkout', 'payment-success', 'project-setup'].map((p) =>
  r(`./src/client/app/routes/${p}`),
)
export const SHARED_GROUPS = Array.from({ length: 2 ** FAMILIES.length - 1 }, (_, i) =>
  FAMILIES.filter((_f, bit) => (i + 1) & (1 << bit)),
)
  .sort((x, y) => y.length - x.length)
  .map((families) => families.join('+'))
/** Source bytes under which a group of shared code is not worth a file of its own. */
const SMALL_GROUP = 4_000
const STAFF = [r('./src/client/app/routes/admin/'), r('./src/client/app/routes/cfo-dashboard')]
/**
 * The library groups a signed-in page mostly runs only after a click (forms and dialogs), and the suffix of the
 * shared groups whose code runs them: `account+parts` holds what runs none, `account+parts~forms~overlays` what
 * runs both.
 */
const LATER_LIBRARIES = ['forms', 'overlays'] as const
const WITH = '~'
export const withLater = (name: string) =>
  [[], ['forms'], ['overlays'], ['forms', 'overlays']].map((later) => [name, ...later].join(WITH))

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
export function chunkGroups() {
  const group = new Map<string, string>()
  let lazyUnits = new Set<string>()
  const plugin: Plugin = {
    name: 'sitecraft:chunk-groups',
    apply: 'build',
    buildEnd() {
      group.clear()
      lazyUnits = new Set()
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
      // The entry's own imports (the lazy-import helper) are named `boot` and travel with React (vite.config.ts),
      // never in `start`: the entry would otherwise wait for `start` and run its modules before the first paint.
      // React's file costs the entry nothing it would not wait for next (it only defines React's modules until
      // they are asked for), and a file of their own would cost every page a request for 60 bytes. (The bundler
      // keeps its own runtime in a file of its own whatever the groups say.)
      // (The built entry sends no requests: a signed-in page's head does, docs/decisions/0041; only the
      // development server's entry imports boot-requests, lazily.)
      for (const id of closure(ENTRY)) {
        start.delete(id)
        if (id !== ENTRY && !/\.css$/.test(id)) group.set(id, 'boot')
      }
      for (const id of start) if (!REACT.test(id)) group.set(id, 'start')

      const within = (list: string[]) => (u: string) => list.some((p) => u.startsWith(p))
      const familyOf = (u: string) =>
        within(ORDER_PAGES)(u)
          ? 'orders'
          : within(SIGNED_IN)(u)
            ? 'account'
            : u.startsWith(ROUTES_DIR)
              ? 'public'
              : 'parts'
      const libraryOf = (id: string) =>
        Object.keys(LIBRARY_GROUPS).find((name) => LIBRARY_GROUPS[name]!.test(id))
      /** The libraries of LATER_LIBRARIES a module runs (through its imports), in that list's order. */
      const laterOf = (id: string) => {
        const found = new Set<string>()
        for (const dep of closure(id)) {
          const library = libraryOf(dep)
          if (library && (LATER_LIBRARIES as readonly string[]).includes(library)) found.add(library)
        }
        return LATER_LIBRARIES.filter((library) => found.has(library))
      }
      for (const [id, of] of unitsOf) {
        if (group.has(id) || REACT.test(id) || of.length < 2) continue
        const library = libraryOf(id)
        if (library) {
          group.set(id, library)
          continue
        }
        // Shared code that runs forms or overlays goes apart from the shared code that does not, so a page that
        // needs the latter at start does not load the former, nor the libraries they import, along with it.
        const families = of.every(within(STAFF))
          ? 'staff'
          : FAMILIES.filter((f) => of.some((u) => familyOf(u) === f)).join('+')
        group.set(id, [families, ...laterOf(id)].join(WITH))
      }
      // A group of shared code under SMALL_GROUP bytes of source joins a wider group when all it imports is
      // already there (or in `start` or React): a file of its own would cost its pages a request for a few
      // hundred bytes, and the others load those bytes with no import more. A group that runs one of
      // LATER_LIBRARIES joins that library's group (its pages load it anyway); any other joins the group of
      // every family that runs the same libraries.
      const widest = FAMILIES.join('+')
      const sizes = new Map<string, number>()
      for (const [id, name] of group)
        sizes.set(name, (sizes.get(name) ?? 0) + (this.getModuleInfo(id)?.code?.length ?? 0))
      // Until nothing more joins: whether a group may join depends on where its imports are, which an earlier
      // join may have changed (so the outcome does not depend on the order the modules were found in).
      for (let joined = true; joined;) {
        joined = false
        for (const [name, size] of [...sizes].sort(([a], [b]) => a.localeCompare(b))) {
          const [families, ...later] = name.split(WITH)
          if (size >= SMALL_GROUP || !SHARED_GROUPS.includes(families!)) continue
          const into = later.length === 1 ? later[0]! : [widest, ...later].join(WITH)
          if (into === name) continue
          const members = [...group].filter(([, g]) => g === name).map(([id]) => id)
          const placed = (dep: string) =>
            REACT.test(dep) ||
            libraryOf(dep) !== undefined ||
            [name, into, widest, 'start', undefined].includes(group.get(dep))
          if (members.length === 0 || !members.every((id) => deps(id).every(placed))) continue
          for (const id of members) group.set(id, into)
          joined = true
        }
      }
      // The session check runs on every signed-in area's page, before the area, as does the areas' own shared
      // code: it travels in their group rather than in a file of its own.
      if (units.has(GUARD) && [...group.values()].includes('account')) group.set(GUARD, 'account')
      lazyUnits = units
    },
  }
  /**
   * The file each unit ended up in, by its address under src/client (`.vite/units.json`): the build's manifest
   * names a unit only when it has a file of its own, and scripts/build.mjs finds a route's files from its units.
   */
  plugin.generateBundle = function (_options, bundle) {
    if (lazyUnits.size === 0) return
    const files: Record<string, string> = {}
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk')
        for (const id of chunk.moduleIds)
          if (lazyUnits.has(id))
            files[path.relative(r('./src/client'), id).split(path.sep).join('/')] = chunk.fileName
    this.emitFile({ type: 'asset', fileName: '.vite/units.json', source: JSON.stringify(files, null, 2) })
  }
  return { plugin, in: (name: string) => (id: string) => group.get(id) === name }
}

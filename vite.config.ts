import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { chunkGroups, LIBRARY_GROUPS, REACT, SHARED_GROUPS, withLater } from './scripts/chunk-groups.js'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const groups = chunkGroups()

/**
 * TanStack Query's paging of infinite queries, which every page would load with the query client (about 1 KB
 * gzip of the landing page's budget): no query of this product is an infinite one, so the module is replaced by
 * one that refuses to run. The build fails if our code asks for an infinite query.
 */
const INFINITE_BEHAVIOR = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]infiniteQueryBehavior\.js$/
const noInfiniteQueries: Plugin = {
  name: 'sitecraft:no-infinite-queries',
  enforce: 'pre',
  apply: 'build',
  load: (id) =>
    INFINITE_BEHAVIOR.test(id)
      ? [
          "const refuse = () => { throw new Error('Infinite queries are left out of this build (vite.config.ts)') }",
          'export const infiniteQueryBehavior = refuse',
          'export const hasNextPage = refuse',
          'export const hasPreviousPage = refuse',
        ].join('\n')
      : null,
  transform(code, id) {
    if (
      !id.includes('node_modules') &&
      /\b(use(Suspense)?InfiniteQuery|InfiniteQueryObserver|(fetch|prefetch|ensure)InfiniteQuery(Data)?|infiniteQueryOptions)\b/.test(
        code,
      )
    )
      this.error(
        `${id} uses an infinite query: remove the no-infinite-queries plugin from vite.config.ts first`,
      )
    return null
  },
}

/** wouter's fallback for React before 18: React 19 has useSyncExternalStore itself (0.7 KB less to load). */
const syncExternalStore: Plugin = {
  name: 'sitecraft:use-sync-external-store',
  enforce: 'pre',
  resolveId: (source) =>
    /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? '\0use-sync-external-store' : null,
  load: (id) => (id === '\0use-sync-external-store' ? "export { useSyncExternalStore } from 'react'" : null),
}

/**
 * Vite's lazy-import helper reduced to the call (1.1 KB less on every page): it loads each import's stylesheets
 * and preload list first, and this build has neither (one stylesheet, written into each page; no per-import
 * preload lists, `modulePreload: false`). A second stylesheet would need the helper back: the build fails then.
 */
const lazyImportHelper: Plugin = {
  name: 'sitecraft:lazy-import-helper',
  enforce: 'pre',
  apply: 'build',
  load: (id) => (id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load()' : null),
  generateBundle(_options, bundle) {
    const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'))
    if (sheets.length > 1)
      this.error(`A stylesheet a lazy import loads (${sheets.join(', ')}) needs Vite's lazy-import helper`)
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss(), syncExternalStore, noInfiniteQueries, lazyImportHelper, groups.plugin],
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
                // React, with the entry's own imports (the `boot` group: scripts/chunk-groups.ts).
                {
                  name: 'react',
                  test: (id: string) => REACT.test(id) || groups.in('boot')(id),
                  priority: 900,
                },
                { name: 'start', test: groups.in('start'), priority: 800 },
                // A group takes along the imports of its modules that no group of a higher priority has taken:
                // the libraries a page runs at start come first, so `overlays` never takes Radix's primitives.
                // Each library's imports are libraries matched by a group of their own, and what joins a library's
                // group (a small group of code that runs it) keeps its imports where they are.
                ...Object.keys(LIBRARY_GROUPS).map((name, i) => ({
                  name,
                  test: groups.in(name),
                  priority: 750 - i,
                  includeDependenciesRecursively: false,
                })),
                // A module shared by pages of more families goes first, so a group never takes along an
                // import that pages outside its families run too.
                // A module's imports are shared by as many families as it is, or more: wider groups first, and
                // of one family's groups the one without LATER_LIBRARIES first, so none takes along another's.
                ...SHARED_GROUPS.flatMap((families, i) =>
                  withLater(families).map((name, v) => ({
                    name,
                    test: groups.in(name),
                    priority: 10 + (SHARED_GROUPS.length - i) * 4 - v,
                  })),
                ),
                ...withLater('staff').map((name, v) => ({ name, test: groups.in(name), priority: 5 - v })),
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

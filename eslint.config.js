import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importCycles } from './eslint/import-cycles.js'
import { serverModules } from './eslint/server-modules.js'

const CLIENT = path.resolve(import.meta.dirname, 'src/client')

/**
 * The client's layer of a file: `app` (entries, route table, pages), `feature:<name>` (features/<name>), or the
 * shared `components`, `hooks` and `lib`; null outside those.
 */
function clientLayer(file) {
  const rel = path.relative(CLIENT, file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null
  const [top, name] = rel.split(path.sep)
  if (top === 'features' && name) return `feature:${name}`
  return ['app', 'components', 'hooks', 'lib'].includes(top) ? top : null
}

/** `features/<name>` itself or its `index`: the public surface of a feature (features/<name>/index.ts). */
function isFeatureIndex(target) {
  const [top, , rest, ...more] = path.relative(CLIENT, target).split(path.sep)
  return top === 'features' && more.length === 0 && (rest === undefined || /^index(\.tsx?)?$/.test(rest))
}

/**
 * Import directions on the client: app → features → components, hooks, lib. A feature uses another feature only
 * through its index.ts, never its files (what two features share may also move down to components, hooks or lib,
 * or the page in app composes them); import-x/no-cycle below keeps two features from needing each other. The
 * shared layers import neither features nor app. Paths are resolved, so `../../x` is judged by where it lands.
 */
const clientLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "The {{from}} feature may use the {{to}} feature only through its index.ts ('{{index}}'), not '{{spec}}'.",
      upward:
        '{{from}} may not import {{to}}: shared code (components, hooks, lib) sits below the features and the app.',
      featureToApp:
        'A feature may not import src/client/app: the app composes features, not the other way round.',
    },
  },
  create(context) {
    const from = clientLayer(context.filename)
    if (!from || from === 'app') return {}
    const check = (node) => {
      const spec = node.source && typeof node.source.value === 'string' ? node.source.value : null
      if (!spec) return
      let target
      if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec)
      else if (spec.startsWith('@/client/')) target = path.join(CLIENT, spec.slice('@/client/'.length))
      else return
      const to = clientLayer(target)
      if (!to || to === from) return
      const name = (layer) => layer.replace('feature:', '')
      if (from.startsWith('feature:')) {
        if (to === 'app') context.report({ node: node.source, messageId: 'featureToApp' })
        else if (to.startsWith('feature:') && !isFeatureIndex(target)) {
          const index = path
            .relative(path.dirname(context.filename), path.join(CLIENT, 'features', name(to)))
            .split(path.sep)
            .join('/')
          context.report({
            node: node.source,
            messageId: 'crossFeature',
            data: {
              from: name(from),
              to: name(to),
              spec,
              index: index.startsWith('.') ? index : `./${index}`,
            },
          })
        }
        return
      }
      if (to === 'app' || to.startsWith('feature:'))
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { from, to: to === 'app' ? 'src/client/app' : `the ${name(to)} feature` },
        })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export default tseslint.config(
  {
    ignores: ['dist/**', '.react-router/**', 'node_modules/**', '.tmp/**', 'data/**', 'public/**', 'src/server/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Use node:crypto for anything random.',
        },
      ],
    },
  },
  // A promise nobody awaits loses its errors: await it, or mark a deliberate fire-and-forget with `void` where its
  // errors are handled. Type-aware, so only on the TypeScript of src/ and e2e/, to keep lint quick (about 20 s).
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  { files: ['src/client/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // Layering: client and server never import each other; shared imports neither.
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import 'zod/mini' on the client: all of zod is about 90 KB." }],
          patterns: [{ group: ['**/server/**'], message: 'The client never imports server code.' }],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { client: { rules: { layers: clientLayers } } },
    rules: { 'client/layers': 'error' },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] },
      ],
    },
  },
  // No import cycles among the client's features, nor among the server's modules: a feature or module that needs
  // another one that needs it back (eslint/import-cycles.js).
  importCycles(['src/client/features/**/*.{ts,tsx}']),
  importCycles(['src/server/modules/**/*.{ts,tsx}']),
  // The server's modules: used from outside only through their index.ts, each touching only its own tables
  // (eslint/server-modules.js; src/server/lint/server-modules.test.ts proves it).
  {
    files: ['src/server/**/*.{ts,tsx}'],
    plugins: { server: { rules: { modules: serverModules } } },
    rules: { 'server/modules': 'error' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "shared code uses 'zod/mini', so the client stays small." }],
          patterns: [
            {
              group: [
                '**/client/**',
                '**/server/**',
                'node:*',
                'drizzle-orm',
                'drizzle-orm/*',
                'react',
                'react-dom',
              ],
              message: 'shared is pure TypeScript + zod/mini.',
            },
          ],
        },
      ],
    },
  },
)

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'public/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Use node:crypto for anything random.' },
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
  // Layering (STYLE.md): client and server never import each other; shared imports neither.
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
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] }] },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "shared code uses 'zod/mini', so the client stays small." }],
          patterns: [{ group: ['**/client/**', '**/server/**', 'node:*', 'drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom'], message: 'shared is pure TypeScript + zod/mini.' }],
        },
      ],
    },
  },
)

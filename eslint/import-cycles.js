import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/**
 * import-x/no-cycle, resolving the project's extensionless TypeScript imports. The rule follows every import it
 * meets from the files it is given, with its own parse of each file (not the type-aware one): that walk is its
 * cost, so eslint.config.js gives it only the client's features and the server's modules. Type-only imports do
 * not count, as they are gone at run time.
 */
export function importCycles(files, severity = 'error') {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': [severity, { ignoreExternal: true }] },
  }
}

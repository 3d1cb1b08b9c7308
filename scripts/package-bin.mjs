import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The script a package declares as its command (its package.json `bin`), found through the package itself as
 * Node resolves it, to run with this Node: `packageBin('vitest')`, `packageBin('@react-router/dev', 'react-router')`.
 * Null when the package is not installed (a production install without the dev tools).
 */
export function packageBin(pkg, command = pkg.split('/').at(-1)) {
  let manifestPath
  try {
    manifestPath = require.resolve(`${pkg}/package.json`)
  } catch {
    return null
  }
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const file = typeof bin === 'string' ? bin : bin?.[command]
  if (!file) throw new Error(`${pkg} declares no ${command} command`)
  return path.resolve(path.dirname(manifestPath), file)
}

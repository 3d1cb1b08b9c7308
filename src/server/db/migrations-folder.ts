import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Migrations sit next to this file in the source tree and next to the bundle in dist/server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')]
  return candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json'))) ?? candidates[0]!
}

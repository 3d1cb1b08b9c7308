// Installs a Debian package a script needs when its program is missing (as root, or through sudo).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

/** True when `program` (an absolute path) exists, installing `pkg` first if it does not. */
export function ensureDebianPackage(program, pkg, why) {
  if (existsSync(program)) return true
  console.log(`Installing Debian ${pkg} for ${why}…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit' })
  if (apt(['install', '-y', pkg]).status !== 0) {
    apt(['update'])
    apt(['install', '-y', pkg])
  }
  return existsSync(program)
}

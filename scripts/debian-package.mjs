// Installs a Debian package a script needs when its program is missing (as root, or through sudo).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

/**
 * True when `program` is there, installing `pkg` first if it is not. `program` is an absolute path, or a check for
 * what the path alone cannot say (PostgreSQL's server lives under a folder named after its version).
 */
export function ensureDebianPackage(program, pkg, why) {
  const present = typeof program === 'function' ? program : () => existsSync(program)
  if (present()) return true
  console.log(`Installing Debian ${pkg} for ${why}…`)
  const apt = (args) => asRoot('env', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args])
  if (apt(['install', '-y', pkg]).status !== 0) {
    apt(['update'])
    apt(['install', '-y', pkg])
  }
  return present()
}

/** Runs `command` as root: directly when this process is root, else through sudo. */
export function asRoot(command, args, options = {}) {
  const root = process.getuid?.() === 0
  return spawnSync(root ? command : 'sudo', root ? args : [command, ...args], {
    stdio: 'inherit',
    ...options,
  })
}

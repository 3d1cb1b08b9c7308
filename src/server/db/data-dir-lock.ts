import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

/** Lock files this process holds: a file naming our own id that is not here was left by an earlier life (pid 1). */
const held = new Set<string>()

/** Whether a process with this id is running (signal 0 checks without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded database's files may be opened by one process at a time: two processes writing the same files
 * silently fork the data (an account created beside a running server would never appear). The first opener
 * writes its process id to `<dir>/sitecraft.pid` (created exclusively); a second opener is refused with what to
 * do instead. A lock left by a process that no longer runs (killed, crashed) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'sitecraft.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      held.add(file)
      return () => {
        if (!held.delete(file)) return
        rmSync(file, { force: true })
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10)
      const ours = holder === process.pid
      if ((ours && held.has(file)) || (!ours && Number.isInteger(holder) && holder > 0 && alive(holder))) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${holder}${ours ? ', this one' : ''}). ` +
            'Stop the server first, or create the account from the admin panel (Users, Add User) while it runs.',
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(
    `Could not lock the embedded database in ${dir}; another process is starting on it.`,
  )
}

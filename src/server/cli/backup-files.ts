// Moving the uploads folder in and out of a backup without copying what can be linked (backup.ts).
import { existsSync } from 'node:fs'
import { copyFile, cp, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** Hard-links (or, across file systems, copies) every file of `from` into `to`; returns how many. */
export async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true })
  if (!existsSync(from)) return 0
  let count = 0
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    // A half-written upload (`….partial`) is not a file of the app yet.
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue
    const source = path.join(entry.parentPath, entry.name)
    const dest = path.join(to, path.relative(from, source))
    await mkdir(path.dirname(dest), { recursive: true })
    try {
      await link(source, dest)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue // deleted meanwhile
      if (code !== 'EXDEV' && code !== 'EPERM') throw err
      await copyFile(source, dest)
    }
    count++
  }
  return count
}

/**
 * Puts the contents of `replacement` into `dir`; what was in `dir` (when not empty) is moved to a folder beside it,
 * whose name is returned. The folder itself stays: it may be a mounted volume (the container's uploads), which
 * cannot be renamed, and its contents may then cross file systems.
 */
export async function replaceDir(dir: string, replacement: string): Promise<string | undefined> {
  let moved: string | undefined
  if (await hasFiles(dir)) {
    moved = `${dir}.replaced-${new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}`
    await moveContents(dir, moved)
  }
  await mkdir(dir, { recursive: true })
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { recursive: true, force: true })
  if (existsSync(replacement)) await moveContents(replacement, dir)
  return moved
}

async function moveContents(from: string, to: string) {
  await mkdir(to, { recursive: true })
  for (const name of await readdir(from)) {
    const source = path.join(from, name)
    const dest = path.join(to, name)
    try {
      await rename(source, dest)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
      await cp(source, dest, { recursive: true, errorOnExist: true, force: false })
      await rm(source, { recursive: true, force: true })
    }
  }
}

export async function hasFiles(dir: string): Promise<boolean> {
  try {
    if (!(await stat(dir)).isDirectory()) return true
    return (await readdir(dir, { recursive: true, withFileTypes: true })).some((e) => !e.isDirectory())
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw err
  }
}

import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live, behind one interface: a folder under DATA_DIR by default; an object store can take
 * its place without the callers changing. Keys are generated here, never taken from a file name.
 */
export interface FileStore {
  /** Stores the bytes and returns their key (`<prefix>/<uuid>.<ext>`). */
  put(prefix: string, ext: string, bytes: Uint8Array): Promise<string>
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/

/** A folder on this machine (`<DATA_DIR>/uploads`); a key that is not one this store made is refused. */
export function localFileStore(root: string): FileStore {
  const where = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a file key')
    return path.join(root, key)
  }
  return {
    async put(prefix, ext, bytes) {
      if (!/^[a-z0-9-]+$/.test(prefix) || !/^[a-z0-9]{2,5}$/.test(ext))
        throw new Error('bad prefix or extension')
      const key = `${prefix}/${randomUUID()}.${ext}`
      await mkdir(path.join(root, prefix), { recursive: true })
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const final = where(key)
      const partial = `${final}.partial`
      await writeFile(partial, bytes, { flag: 'wx' })
      await rename(partial, final)
      return key
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(where(key)))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async delete(key) {
      await rm(where(key), { force: true })
    },
  }
}

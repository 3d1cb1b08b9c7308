import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** A stored file being read: its bytes as a stream (to pipe into the answer) and its length when known. */
export interface StoredFile {
  body: Readable
  size: number | undefined
}

/**
 * Where uploaded files live, behind one interface chosen at start: a folder under DATA_DIR by default, or an
 * S3-compatible bucket when S3_BUCKET is set (s3-file-store.ts). Keys are generated here, never taken from a file
 * name. Any method may throw when the store is unreachable; callers answer that as a provider failure.
 */
export interface FileStore {
  /** Where the bytes go, for the start-up log: `local` or `s3`. */
  readonly kind: 'local' | 's3'
  /** Stores the bytes whole (a reader never sees part of them) and returns their key (`<prefix>/<uuid>.<ext>`). */
  put(prefix: string, ext: string, bytes: Uint8Array, contentType: string): Promise<string>
  /** Opens a key for reading, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>
  /** Lets go of connections (the app's close). */
  close(): Promise<void>
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/

/** A key as `put` makes them; anything else (a path with `..`, a name a client chose) is refused. */
export function checkFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error('not a file key')
  return key
}

/** A new key under a prefix, for a file of this extension. */
export function newFileKey(prefix: string, ext: string): string {
  if (!/^[a-z0-9-]+$/.test(prefix) || !/^[a-z0-9]{2,5}$/.test(ext)) throw new Error('bad prefix or extension')
  return `${prefix}/${randomUUID()}.${ext}`
}

/** A folder on this machine (`<DATA_DIR>/uploads`); a key that is not one this store made is refused. */
export function localFileStore(root: string): FileStore {
  const where = (key: string) => path.join(root, checkFileKey(key))
  return {
    kind: 'local',
    async put(prefix, ext, bytes) {
      const key = newFileKey(prefix, ext)
      await mkdir(path.join(root, prefix), { recursive: true })
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const final = where(key)
      const partial = `${final}.partial`
      await writeFile(partial, bytes, { flag: 'wx' })
      await rename(partial, final)
      return key
    },
    async open(key) {
      let handle
      try {
        handle = await open(where(key), 'r')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
      try {
        const { size } = await handle.stat()
        // The stream owns the open handle from here: a file deleted meanwhile is still read whole.
        return { body: handle.createReadStream(), size }
      } catch (err) {
        await handle.close()
        throw err
      }
    },
    async delete(key) {
      await rm(where(key), { force: true })
    },
    async close() {},
  }
}

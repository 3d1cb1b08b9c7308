import { createHash } from 'node:crypto'
import type { DatabaseHandle } from '../db/client'

export const CACHE_CHANNEL = 'public_cache_invalidate'

interface Entry {
  body: string
  etag: string
  expiresAt: number
}

/**
 * Serialized answers of public, rarely changing reads (the portfolio), with an ETag. A change on any instance
 * sends a NOTIFY and every instance drops its copy; a short TTL bounds staleness if a notice is ever missed.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>()
  private readonly loading = new Map<string, Promise<Entry>>()
  /** Bumped by every drop, so a load that started before a change is never stored after it. */
  private generation = 0

  constructor(
    private readonly database: DatabaseHandle,
    private readonly ttlMs = 60_000,
  ) {}

  private unlisten: (() => void) | undefined

  async start() {
    // '*' arrives after the listening connection was re-established: anything may have changed meanwhile.
    this.unlisten = await this.database.listen(CACHE_CHANNEL, (key) => this.drop(key === '*' ? '' : key))
  }

  stop() {
    this.unlisten?.()
    this.unlisten = undefined
  }

  async get(key: string, load: () => Promise<unknown>, ttlMs = this.ttlMs): Promise<Entry> {
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > Date.now()) return hit
    const inFlight = this.loading.get(key)
    if (inFlight) return inFlight
    // A load that was running when the key was dropped may have read the old rows: it answers its own
    // callers but is not kept.
    const generation = this.generation
    const pending: Promise<Entry> = load()
      .then((value) => {
        const body = JSON.stringify(value)
        const entry = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: Date.now() + ttlMs,
        }
        if (this.generation === generation) this.entries.set(key, entry)
        return entry
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key)
      })
    this.loading.set(key, pending)
    return pending
  }

  drop(prefix: string) {
    this.generation++
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key)
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key)
  }

  /** Drops `prefix` here at once and on every other instance through the database. */
  async invalidate(prefix: string) {
    this.drop(prefix)
    await this.database.notify(CACHE_CHANNEL, prefix)
  }
}

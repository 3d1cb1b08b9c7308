// What a backup records of its database's migrations, and the error every backup step throws (backup.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { migrationsFolder } from '../db/migrations-folder'

export class BackupError extends Error {}

export const MigrationLevelSchema = z.object({
  /** How many migrations the database had applied. */
  applied: z.number().int().min(0),
  /** The last one's name (`0024_…`) and drizzle's timestamp of it; null for an unmigrated database. */
  latest: z.string().nullable(),
  latestAt: z.number().int().nullable(),
})
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>

/** The migrations this version ships, oldest first (drizzle-kit's journal). */
export function knownMigrations(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>
  }
  return journal.entries.map((e) => ({ tag: e.tag, when: e.when }))
}

export type Query = (sql: string) => Promise<{ rows: unknown[] }>

/** Drizzle records each applied migration in drizzle.__drizzle_migrations, `created_at` being its journal time. */
export async function readMigrationLevel(query: Query): Promise<MigrationLevel> {
  const exists = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`))
    .rows[0] as { ok: boolean }
  if (!exists.ok) return { applied: 0, latest: null, latestAt: null }
  const row = (
    await query(
      'select count(*)::int as applied, max(created_at)::text as latest_at from drizzle.__drizzle_migrations',
    )
  ).rows[0] as { applied: number; latest_at: string | null }
  const latestAt = row.latest_at === null ? null : Number(row.latest_at)
  const latest = knownMigrations().find((m) => m.when === latestAt)
  return { applied: row.applied, latest: latest?.tag ?? (latestAt === null ? null : 'unknown'), latestAt }
}

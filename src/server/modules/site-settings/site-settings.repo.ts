import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { siteSettings } from '../../db/schema/site-settings'

const ROW_ID = 1

/** The settings row as stored (its values unchecked), locked for an edit when `forUpdate`; none before a save. */
export async function findSiteSettingsRow(tx: Executor, forUpdate = false) {
  const query = tx
    .select({ values: siteSettings.values, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** Writes the one settings row. */
export async function saveSiteSettingsRow(
  tx: Executor,
  values: Record<string, unknown>,
  updatedBy: number | null,
  now: Date,
) {
  await tx
    .insert(siteSettings)
    .values({ id: ROW_ID, values, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { values, updatedBy, updatedAt: now } })
}

import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { briefChanges } from '../../db/schema/projects'

export function insertBriefChange(tx: Executor, values: typeof briefChanges.$inferInsert) {
  return tx.insert(briefChanges).values(values)
}

/** A project's brief corrections, newest first. */
export function listBriefChanges(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(briefChanges)
    .where(eq(briefChanges.projectId, projectId))
    .orderBy(desc(briefChanges.createdAt), desc(briefChanges.id))
}

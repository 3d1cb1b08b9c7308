import { and, asc, eq, isNull, max } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { designComments, designSamples } from '../../db/schema/projects'

export type DesignCommentRow = typeof designComments.$inferSelect

/** Every comment and reply on a project's samples, oldest first. */
export function listProjectDesignComments(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(designComments)
    .where(eq(designComments.projectId, projectId))
    .orderBy(asc(designComments.id))
}

/** The sample of this project, locked so that two pins at once are numbered one after the other. */
export async function lockProjectSample(tx: Executor, projectId: number, sampleId: number) {
  const [row] = await tx
    .select({ id: designSamples.id, version: designSamples.version })
    .from(designSamples)
    .where(and(eq(designSamples.id, sampleId), eq(designSamples.projectId, projectId)))
    .for('update')
  return row
}

/** The next number on a picture: a sample's, or a review screenshot's. */
export async function nextPinNumber(
  tx: Executor,
  on: { sampleId: number } | { screenshotId: number },
): Promise<number> {
  const picture =
    'sampleId' in on
      ? eq(designComments.sampleId, on.sampleId)
      : eq(designComments.screenshotId, on.screenshotId)
  const [row] = await tx
    .select({ last: max(designComments.number) })
    .from(designComments)
    .where(and(picture, isNull(designComments.parentId)))
  return (row?.last ?? 0) + 1
}

export async function insertDesignComment(tx: Executor, values: typeof designComments.$inferInsert) {
  const [row] = await tx.insert(designComments).values(values).returning()
  return row!
}

/** A pinned comment (not a reply) of this project: another project's comment is simply not found. */
export async function findProjectPin(tx: Executor, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(designComments)
    .where(
      and(
        eq(designComments.id, id),
        eq(designComments.projectId, projectId),
        isNull(designComments.parentId),
      ),
    )
  return row
}

export async function setPinResolved(tx: Executor, id: number, resolvedAt: Date | null) {
  await tx.update(designComments).set({ resolvedAt }).where(eq(designComments.id, id))
}

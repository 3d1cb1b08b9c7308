import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { designSampleVersions, designSamples } from '../../db/schema/projects'

export type DesignSampleRow = typeof designSamples.$inferSelect
export type DesignSampleVersionRow = typeof designSampleVersions.$inferSelect

/** A project's samples by round, each round in the order they were published. */
export function listDesignSamples(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(designSamples)
    .where(eq(designSamples.projectId, projectId))
    .orderBy(asc(designSamples.round), asc(designSamples.createdAt), asc(designSamples.id))
}

/** The earlier versions of these samples, oldest first, in one read. */
export function listSampleVersions(tx: Executor, sampleIds: readonly number[]) {
  if (!sampleIds.length) return Promise.resolve([])
  return tx
    .select()
    .from(designSampleVersions)
    .where(inArray(designSampleVersions.sampleId, [...sampleIds]))
    .orderBy(asc(designSampleVersions.sampleId), asc(designSampleVersions.version))
}

export async function insertSampleVersion(tx: Executor, values: typeof designSampleVersions.$inferInsert) {
  await tx.insert(designSampleVersions).values(values)
}

export async function findDesignSample(tx: Executor, id: number) {
  const [row] = await tx.select().from(designSamples).where(eq(designSamples.id, id))
  return row
}

/** A sample of this project only: another project's sample id is simply not found. */
export async function findProjectDesignSample(tx: Executor, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(designSamples)
    .where(and(eq(designSamples.id, id), eq(designSamples.projectId, projectId)))
  return row
}

export async function insertDesignSample(tx: Executor, values: typeof designSamples.$inferInsert) {
  const [row] = await tx.insert(designSamples).values(values).returning()
  return row!
}

export async function updateDesignSample(
  tx: Executor,
  id: number,
  set: Partial<typeof designSamples.$inferInsert>,
) {
  const [row] = await tx
    .update(designSamples)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(designSamples.id, id))
    .returning()
  return row
}

export async function deleteDesignSample(tx: Executor, id: number) {
  await tx.delete(designSamples).where(eq(designSamples.id, id))
}

/**
 * Marks the client's choice: any earlier choice of the project is cleared first (the unique index allows one
 * selected sample per project), then this one is selected with the client's feedback.
 */
export async function selectDesignSample(
  tx: Executor,
  projectId: number,
  id: number,
  feedback: string | null,
) {
  await tx
    .update(designSamples)
    .set({ isSelected: false, updatedAt: new Date() })
    .where(
      and(
        eq(designSamples.projectId, projectId),
        eq(designSamples.isSelected, true),
        ne(designSamples.id, id),
      ),
    )
  const [row] = await tx
    .update(designSamples)
    .set({ isSelected: true, clientFeedback: feedback, updatedAt: new Date() })
    .where(and(eq(designSamples.id, id), eq(designSamples.projectId, projectId)))
    .returning()
  return row
}

import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { uploads } from '../../db/schema/uploads'

export async function insertUpload(tx: Executor, values: typeof uploads.$inferInsert) {
  const [row] = await tx.insert(uploads).values(values).returning()
  return row!
}

export async function findUploadForUser(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
  return row
}

export async function findUploadByKey(tx: Executor, key: string) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.key, key))
  return row
}

export function findUploadsByIds(tx: Executor, ids: readonly number[]) {
  return tx
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [...ids]))
}

export async function findUpload(tx: Executor, id: number) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.id, id))
  return row
}

/** A published image (an admin's portfolio picture), whoever asks. */
export async function findPublicUpload(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.public, true)))
  return row
}

export async function deleteUpload(tx: Executor, id: number) {
  await tx.delete(uploads).where(eq(uploads.id, id))
}

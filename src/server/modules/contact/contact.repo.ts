import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { contactSubmissions } from '../../db/schema/contact'

export type NewContactSubmission = typeof contactSubmissions.$inferInsert

export async function insertContactSubmission(tx: Executor, values: NewContactSubmission) {
  const [row] = await tx.insert(contactSubmissions).values(values).returning()
  return row!
}

/** A contact request held for this transaction (its handled mark is being changed). */
export async function lockContactSubmission(tx: Executor, id: number) {
  const [row] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).for('update')
  return row
}

export async function setContactHandled(
  tx: Executor,
  id: number,
  handled: { handledAt: Date; handledBy: number } | null,
) {
  const [row] = await tx
    .update(contactSubmissions)
    .set(handled ?? { handledAt: null, handledBy: null })
    .where(eq(contactSubmissions.id, id))
    .returning()
  return row!
}

import { desc } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { contactSubmissions } from '../../db/schema/inbox'

export type NewContactSubmission = typeof contactSubmissions.$inferInsert

export async function insertContactSubmission(tx: Executor, values: NewContactSubmission) {
  const [row] = await tx.insert(contactSubmissions).values(values).returning()
  return row!
}

export async function listContactSubmissions(tx: Executor, limit = 200) {
  return tx.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(limit)
}

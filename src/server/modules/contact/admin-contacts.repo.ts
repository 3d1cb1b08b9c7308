import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { contactSubmissions } from '../../db/schema/contact'

/*
 * The admin panel's Contacts tab: each page read in one query and its count in a second; the admins who handled
 * them are read from auth (contact.service), one query per page.
 */

function contactsWhere(status?: 'handled' | 'unhandled'): SQL | undefined {
  if (status === 'unhandled') return isNull(contactSubmissions.handledAt)
  if (status === 'handled') return isNotNull(contactSubmissions.handledAt)
  return undefined
}

/** One page of contact form submissions, newest first. */
export async function listContactSubmissionsPage(
  tx: Executor,
  opts: { status?: 'handled' | 'unhandled' | undefined; limit: number; offset: number },
) {
  const rows = await tx
    .select()
    .from(contactSubmissions)
    .where(contactsWhere(opts.status))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(opts.limit)
    .offset(opts.offset)
  const [total] = await tx.select({ n: count() }).from(contactSubmissions).where(contactsWhere(opts.status))
  return { rows, total: Number(total!.n) }
}

/** One contact form submission. */
export async function findContactSubmission(tx: Executor, id: number) {
  const [row] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))
  return row
}

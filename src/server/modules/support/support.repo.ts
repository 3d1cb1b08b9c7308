import type { Executor } from '../../db/client'
import { supportTickets } from '../../db/schema/inbox'

export async function insertSupportTicket(tx: Executor, values: typeof supportTickets.$inferInsert) {
  const [row] = await tx.insert(supportTickets).values(values).returning()
  return row!
}

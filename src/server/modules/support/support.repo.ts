import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { supportTicketMessages, supportTickets } from '../../db/schema/support'

export type TicketRow = typeof supportTickets.$inferSelect
export type TicketMessageRow = typeof supportTicketMessages.$inferSelect

export async function insertSupportTicket(tx: Executor, values: typeof supportTickets.$inferInsert) {
  const [row] = await tx.insert(supportTickets).values(values).returning()
  return row!
}

/** The ticket, locked until the transaction ends, so two answers to it are written one after the other. */
export async function lockTicket(tx: Executor, id: number): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update')
  return row
}

export async function updateTicket(
  tx: Executor,
  id: number,
  set: Partial<Pick<TicketRow, 'status' | 'response' | 'updatedAt'>>,
): Promise<TicketRow> {
  const [row] = await tx.update(supportTickets).set(set).where(eq(supportTickets.id, id)).returning()
  return row!
}

export async function insertTicketMessage(tx: Executor, values: typeof supportTicketMessages.$inferInsert) {
  const [row] = await tx.insert(supportTicketMessages).values(values).returning()
  return row!
}

/** A ticket's conversation, oldest first. */
export function listTicketMessages(tx: Executor, ticketId: number): Promise<TicketMessageRow[]> {
  return tx
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id))
}

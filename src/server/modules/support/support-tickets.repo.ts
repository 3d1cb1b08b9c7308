import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { type SupportPriority, type TicketStatus } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { supportTicketMessages, supportTickets } from '../../db/schema/support'

/*
 * Support tickets with their number of replies, one query per page: the admin panel's Support tab and the client
 * dashboard's. Who asked and the project they are about are read from auth and projects (support-tickets.service),
 * one query per page each.
 */

// The ticket's id written out in full: in a query of one table drizzle leaves its columns unqualified, and an
// unqualified "id" inside the subquery would name the message's own.
const ticketId = sql`${sql.identifier('support_tickets')}.${sql.identifier('id')}`
const replies = sql<number>`(select count(*) from ${supportTicketMessages} where ${supportTicketMessages.ticketId} = ${ticketId})::int`

export type TicketWithReplies = {
  ticket: typeof supportTickets.$inferSelect
  replies: number
}

function withReplies(tx: Executor) {
  return tx.select({ ticket: supportTickets, replies }).from(supportTickets)
}

export interface TicketFilter {
  status?: TicketStatus | undefined
  priority?: SupportPriority | undefined
}

function filterWhere(filter: TicketFilter): SQL | undefined {
  return and(
    filter.status ? eq(supportTickets.status, filter.status) : undefined,
    filter.priority ? eq(supportTickets.priority, filter.priority) : undefined,
  )
}

/** One page of tickets, newest first, and how many match the filter. */
export async function listSupportTicketsPage(
  tx: Executor,
  filter: TicketFilter & { limit: number; offset: number },
): Promise<{ rows: TicketWithReplies[]; total: number }> {
  const where = filterWhere(filter)
  const [rows, [totalRow]] = await Promise.all([
    withReplies(tx)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(supportTickets).where(where),
  ])
  return { rows, total: totalRow?.n ?? 0 }
}

/** One ticket with its replies counted; with `userId`, only when it is that customer's. */
export async function findSupportTicketWithReplies(
  tx: Executor,
  id: number,
  userId?: number,
): Promise<TicketWithReplies | undefined> {
  const [row] = await withReplies(tx).where(
    and(eq(supportTickets.id, id), userId === undefined ? undefined : eq(supportTickets.userId, userId)),
  )
  return row
}

/** A customer's own tickets, newest first. */
export function listSupportTicketsForCustomer(
  tx: Executor,
  userId: number,
  limit: number,
): Promise<TicketWithReplies[]> {
  return withReplies(tx)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
}

/** The overview's most recent support tickets, newest first. */
export function listRecentTickets(tx: Executor, limit: number) {
  return tx
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      email: supportTickets.email,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
}

/** How many tickets are open (the admin overview's figure). */
export async function countOpenTickets(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'))
  return Number(row?.n ?? 0)
}

/** One customer's tickets, newest first, at most `limit` (their record on the admin's Users tab). */
export function listCustomerTicketsBrief(tx: Executor, userId: number, limit: number) {
  return tx
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
}

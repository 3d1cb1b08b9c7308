import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { SupportPriority } from '../../../shared/contracts/support'
import type { TicketStatus } from '../../../shared/states'
import type { Executor } from '../../db/client'
import { supportTicketMessages, supportTickets } from '../../db/schema/inbox'
import { projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'

/*
 * Support tickets with who asked (the client's account, when there is one) and the project they are about, in
 * one query per page: the admin panel's Support tab and the client dashboard's.
 */

const replies = sql<number>`(select count(*) from ${supportTicketMessages} where ${supportTicketMessages.ticketId} = ${supportTickets.id})::int`

const columns = {
  ticket: supportTickets,
  account: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  projectTitle: projects.title,
  replies,
}

export type TicketWithParties = {
  ticket: typeof supportTickets.$inferSelect
  account: { firstName: string; lastName: string; email: string } | null
  projectTitle: string | null
  replies: number
}

function withParties(tx: Executor) {
  return tx
    .select(columns)
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
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
): Promise<{ rows: TicketWithParties[]; total: number }> {
  const where = filterWhere(filter)
  const [rows, [totalRow]] = await Promise.all([
    withParties(tx)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(supportTickets).where(where),
  ])
  return { rows, total: totalRow?.n ?? 0 }
}

/** One ticket with its parties; with `userId`, only when it is that customer's. */
export async function findSupportTicketWithParties(
  tx: Executor,
  id: number,
  userId?: number,
): Promise<TicketWithParties | undefined> {
  const [row] = await withParties(tx).where(
    and(eq(supportTickets.id, id), userId === undefined ? undefined : eq(supportTickets.userId, userId)),
  )
  return row
}

/** A customer's own tickets, newest first. */
export function listSupportTicketsForCustomer(
  tx: Executor,
  userId: number,
  limit: number,
): Promise<TicketWithParties[]> {
  return withParties(tx)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
}

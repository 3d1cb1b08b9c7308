import { and, count, eq, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { supportTickets } from '../../db/schema/inbox'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'

/** The overview's four figures in one round trip. */
export async function overviewFigures(tx: Executor) {
  const [row] = await tx
    .select({
      totalUsers: sql<number>`(${tx.select({ n: count() }).from(users).where(eq(users.role, 'customer'))})::int`,
      openTickets: sql<number>`(${tx.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'))})::int`,
      activeProjects: sql<number>`(${tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(isNotNull(orders.paidAt), notInArray(orders.status, ['delivered', 'cancelled', 'refunded'])),
        )})::int`,
      revenueCents: sql<number>`(${tx
        .select({ n: sql`coalesce(sum(${orders.amountCents}), 0)` })
        .from(orders)
        .where(isNotNull(orders.paidAt))})::int`,
    })
    .from(sql`(select 1) as one`)
  return row!
}

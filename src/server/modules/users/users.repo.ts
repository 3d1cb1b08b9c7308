import { count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { UserRole } from '../../../shared/contracts/auth'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { users } from '../../db/schema/users'

/** Every user with their order count and spend, in one query (no per-row lookups). */
export async function listUsersWithTotals(tx: Executor) {
  const totals = tx
    .select({
      userId: orders.userId,
      projects: count().as('projects'),
      spentCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`.as('spent_cents'),
    })
    .from(orders)
    .where(isNotNull(orders.paidAt))
    .groupBy(orders.userId)
    .as('totals')
  return tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      projectsCount: sql<number>`coalesce(${totals.projects}, 0)::int`,
      spentCents: sql<number>`coalesce(${totals.spentCents}, 0)::int`,
    })
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .orderBy(desc(users.createdAt), desc(users.id))
}

export async function countUsersByRole(tx: Executor, role: UserRole) {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, role))
  return row?.n ?? 0
}

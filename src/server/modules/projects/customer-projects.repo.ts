import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { projects } from '../../db/schema/projects'

/*
 * What other modules' lists read of customers' projects, in one query per list whatever its rows: how many each
 * customer has (the Users tab, ranked or for a page), one customer's (their record), the projects some orders
 * became (the finance lists), and which are in some statuses (the finance filter).
 */

/**
 * How many projects each customer has: the given customers' (a page), or every customer's that has one, ranked by
 * the count, then by id (the Users tab sorted by projects; a customer with none is not here and counts as 0).
 */
export async function countProjectsByCustomer(
  tx: Executor,
  userIds?: readonly number[],
): Promise<{ userId: number; count: number }[]> {
  if (userIds && !userIds.length) return []
  const n = count()
  const rows = await tx
    .select({ userId: projects.userId, count: n })
    .from(projects)
    .where(userIds ? inArray(projects.userId, [...new Set(userIds)]) : undefined)
    .groupBy(projects.userId)
    .orderBy(asc(n), asc(projects.userId))
  return rows.map((r) => ({ userId: r.userId, count: Number(r.count) }))
}

/** One customer's projects, newest first, at most `limit`, and how many they have in all. */
export async function listCustomerProjectsBrief(tx: Executor, userId: number, limit: number) {
  const rows = await tx
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      amountCents: projects.amountCents,
      createdAt: projects.createdAt,
      deliveryDate: projects.deliveryDate,
      all: sql<number>`count(*) over ()`,
    })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit)
  return {
    total: rows.length ? Number(rows[0]!.all) : 0,
    projects: rows.map(({ all: _all, ...p }) => p),
  }
}

/** The projects in these statuses, by their ids and their orders' (a report scoped by project status). */
export async function projectsInStatuses(tx: Executor, statuses: readonly string[]) {
  const [row] = await tx
    .select({
      projectIds: sql<number[]>`coalesce(array_agg(${projects.id}), '{}')`,
      orderIds: sql<
        number[]
      >`coalesce(array_agg(${projects.orderId}) filter (where ${projects.orderId} is not null), '{}')`,
    })
    .from(projects)
    .where(inArray(projects.status, [...statuses]))
  return { projectIds: (row?.projectIds ?? []).map(Number), orderIds: (row?.orderIds ?? []).map(Number) }
}

/** The project each of these orders became (its id, title and status), by order id. */
export async function listOrdersProjects(
  tx: Executor,
  orderIds: readonly number[],
): Promise<Map<number, { id: number; title: string; status: string }>> {
  const unique = [...new Set(orderIds)]
  if (!unique.length) return new Map()
  const rows = await tx
    .select({ orderId: projects.orderId, id: projects.id, title: projects.title, status: projects.status })
    .from(projects)
    .where(sql`${projects.orderId} = any(${`{${unique.join(',')}}`}::int[])`)
  return new Map(rows.map((r) => [r.orderId!, { id: r.id, title: r.title, status: r.status }]))
}

import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { projects } from '../../db/schema/projects'

/**
 * A project with the free pages its order was given by a coupon (its extra pages count them too), for the
 * customer's card: "2 + 10 free". Read from the order with the project, in the same query.
 */
const withFreePages = {
  ...getTableColumns(projects),
  freePages: sql<number>`coalesce((select o.free_pages from ${orders} o where o.id = ${projects.orderId}), 0)::int`,
}

/** The customer's projects with their free pages, newest first (the dashboard's cards). */
export function listProjectsWithFreePages(tx: Executor, userId: number) {
  return tx
    .select(withFreePages)
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
}

/** One of the customer's projects with its free pages; nothing for someone else's. */
export async function findProjectWithFreePages(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select(withFreePages)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
  return row
}

import { desc, eq, sql } from 'drizzle-orm'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { designSamples, projects } from '../../db/schema/projects'
import { users } from '../../db/schema/users'

/*
 * The admin panel's reads of projects with their client. The client's name and address are read in the same
 * query as the page of projects (a join, and the samples counted by a subquery), never a query per card.
 */

const client = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
}

const samplesCount = sql<number>`(select count(*) from ${designSamples} where ${designSamples.projectId} = ${projects.id})::int`

/** One page of projects, newest first, with each project's client and number of samples. */
export function listProjectsPage(
  tx: Executor,
  opts: { status?: ProjectStatus; limit: number; offset: number },
) {
  return tx
    .select({ project: projects, user: client, samplesCount })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(opts.status ? eq(projects.status, opts.status) : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(opts.limit)
    .offset(opts.offset)
}

/** One project with its client, number of samples, and how its order was paid (card, or a method an admin recorded). */
export async function findProjectWithClient(tx: Executor, id: number) {
  const [row] = await tx
    .select({ project: projects, user: client, samplesCount, paymentMethod: orders.paymentMethod })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .innerJoin(orders, eq(orders.id, projects.orderId))
    .where(eq(projects.id, id))
  return row
}

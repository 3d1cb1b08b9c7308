import { type AnyColumn, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { designSamples, projects } from '../../db/schema/projects'

/*
 * The admin panel's reads of projects, and what other modules' lists show of a project. Each list is one query
 * (the samples counted by a subquery), never a query per row; the client's name is read from auth, one query per
 * page.
 */

export async function countProjects(tx: Executor, status?: ProjectStatus) {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(status ? eq(projects.status, status) : undefined)
  return row!.n
}

// The project's id written out in full: in a query of one table drizzle leaves its columns unqualified, and an
// unqualified "id" inside the subquery would name the sample's own.
const projectId = sql`${sql.identifier('projects')}.${sql.identifier('id')}`
const samplesCount = sql<number>`(select count(*) from ${designSamples} where ${designSamples.projectId} = ${projectId})::int`

/** One page of projects, newest first, with each project's number of samples. */
export function listProjectsPage(
  tx: Executor,
  opts: { status?: ProjectStatus; limit: number; offset: number },
) {
  return tx
    .select({ project: projects, samplesCount })
    .from(projects)
    .where(opts.status ? eq(projects.status, opts.status) : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(opts.limit)
    .offset(opts.offset)
}

/** One project with its number of samples. */
export async function findProjectWithSamples(tx: Executor, id: number) {
  const [row] = await tx.select({ project: projects, samplesCount }).from(projects).where(eq(projects.id, id))
  return row
}

/** The overview's most recent projects, newest first. */
export function listRecentProjects(tx: Executor, limit: number) {
  return tx
    .select({
      id: projects.id,
      title: projects.title,
      userId: projects.userId,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit)
}

/** Projects still under way: neither delivered nor cancelled (the admin overview's figure). */
export async function countActiveProjects(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(notInArray(projects.status, ['delivered', 'cancelled']))
  return Number(row?.n ?? 0)
}

/** Projects delivered through the product: the count the trust bar adds to its stated figures. */
export async function countDeliveredProjects(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.status, 'delivered'))
  return Number(row?.n ?? 0)
}

/** The titles of the projects other modules' rows name, by id, in one query whatever the number of rows. */
export async function listProjectTitles(
  tx: Executor,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))]
  if (!unique.length) return new Map()
  const rows = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(inArray(projects.id, unique))
  return new Map(rows.map((r) => [r.id, r.title]))
}

/**
 * A project's title as a subquery on its id, for a list of another module's that must stay one statement (a
 * customer's invoices): the projects table is still read only here.
 */
export function projectTitleOf(projectId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${projects.title} from ${projects} where ${projects.id} = ${projectId})`
}

/** What an order's page shows of the project it became. */
export interface OrderProjectStanding {
  id: number
  status: string
  deliveryDate: string | null
  requirementsSubmittedAt: string | null
}

/**
 * The project an order became, as a subquery on the order's id, for the return page's read that stays one
 * statement: the projects table is still read only here.
 */
export function orderProjectOf(orderId: AnyColumn | SQL): SQL<OrderProjectStanding | null> {
  return sql<OrderProjectStanding | null>`(select json_build_object('id', ${projects.id}, 'status', ${projects.status},
    'deliveryDate', ${projects.deliveryDate}, 'requirementsSubmittedAt', ${projects.requirementsSubmittedAt})
    from ${projects} where ${projects.orderId} = ${orderId})`
}

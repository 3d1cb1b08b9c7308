import { count, eq } from 'drizzle-orm'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { projects } from '../../db/schema/projects'

/* The admin panel's count of projects; the pages of projects with their clients are read in modules/reporting. */

export async function countProjects(tx: Executor, status?: ProjectStatus) {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(status ? eq(projects.status, status) : undefined)
  return row!.n
}

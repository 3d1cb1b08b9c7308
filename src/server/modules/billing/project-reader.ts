import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'

/**
 * What billing reads of projects: one project of a customer's (none when it is not theirs) and the titles of
 * projects by id. Projects starts and ends plans and shows an order's money through billing, so billing never
 * imports projects: app.ts passes projects' `findCustomerProject`, `listProjectTitles` and `projectTitleOf` to billing's routes.
 */
export interface ProjectReader {
  findCustomerProject(
    tx: Executor,
    id: number,
    userId: number,
  ): Promise<{ id: number; title: string; status: string } | undefined>
  listProjectTitles(tx: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>>
  /** A project's title as a subquery on its id, for a list that stays one statement. */
  projectTitleOf(projectId: AnyColumn | SQL): SQL<string | null>
}

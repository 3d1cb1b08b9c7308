import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { ActorRole } from '../../../shared/states'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { infoRequests, projectEvents, projects } from '../../db/schema/projects'

/*
 * Owner-scoped lookups: the customer's id is part of the query, so someone else's record is simply not found
 * and the route answers 404 without a separate check to forget.
 */

export async function findProjectForCustomer(tx: Executor, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
  return row
}

export interface ProjectMove {
  id: number
  /** The statuses the move is allowed from (shared/lifecycle.ts TRANSITIONS). */
  from: readonly ProjectStatus[]
  to: ProjectStatus
  /** When set, the project must belong to this customer. */
  userId?: number
  kind: string
  actorRole: ActorRole
  actorUserId?: number | null
  note?: string | null
  /** Other columns written with the move (stagingUrl, deliveredAt, …). */
  set?: Partial<typeof projects.$inferInsert>
}

/**
 * Moves a project in one conditional update (`… where status in (from) returning`), so two requests racing
 * for the same move cannot both win, and writes the timeline entry. Answers the moved project with the status
 * it left, or undefined when the project was not in an allowed status (or is not the customer's).
 */
export async function transitionProject(tx: Executor, move: ProjectMove) {
  const [before] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, move.id))
    .for('update')
  if (!before) return undefined
  const [row] = await tx
    .update(projects)
    .set({ ...move.set, status: move.to, updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, move.id),
        inArray(projects.status, [...move.from]),
        move.userId === undefined ? undefined : eq(projects.userId, move.userId),
      ),
    )
    .returning()
  if (!row) return undefined
  await tx.insert(projectEvents).values({
    projectId: row.id,
    actorRole: move.actorRole,
    actorUserId: move.actorUserId ?? null,
    kind: move.kind,
    fromStatus: before.status,
    toStatus: move.to,
    note: move.note ?? null,
  })
  return { project: row, from: before.status as ProjectStatus }
}

export async function listProjectEvents(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(projectEvents)
    .where(eq(projectEvents.projectId, projectId))
    .orderBy(projectEvents.createdAt, projectEvents.id)
}

/**
 * The project a paid order buys, with the first entry of its timeline, as two parts of a WITH for the
 * statement that finalises an order (orders.repo composes it): `p` is the inserted project's row. `placeholders`
 * come from `placeholdersFor(values, prefix)`; the entry's kind and note are `${prefix}eventKind` and
 * `${prefix}eventNote`.
 */
export function paidProjectParts(db: Executor, placeholders: Record<string, unknown>, prefix: string) {
  const project = db.$with('p', getTableColumns(projects)).as(
    db
      .insert(projects)
      .values(placeholders as unknown as typeof projects.$inferInsert)
      .returning()
      .getSQL(),
  )
  const entry = db.$with('e', { id: projectEvents.id }).as(
    sql`insert into ${projectEvents} (project_id, actor_role, kind, from_status, to_status, note)
      select p.id, 'system', ${sql.placeholder(`${prefix}eventKind`)}, 'payment_pending', p.status,
        ${sql.placeholder(`${prefix}eventNote`)}
      from p returning id`,
  )
  return [project, entry]
}

export async function findProjectForOrder(tx: Executor, orderId: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.orderId, orderId))
  return row
}

/** The project under a row lock, for an admin's action that must see its status stay put until it commits. */
export async function lockProject(tx: Executor, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update')
  return row
}

export async function findProject(tx: Executor, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id))
  return row
}

/** A timeline entry that is not a move (a request for details). */
export async function insertProjectEvent(tx: Executor, values: typeof projectEvents.$inferInsert) {
  const [row] = await tx.insert(projectEvents).values(values).returning()
  return row!
}

export async function updateProject(tx: Executor, id: number, set: Partial<typeof projects.$inferInsert>) {
  const [row] = await tx
    .update(projects)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning()
  return row
}

export async function insertInfoRequest(tx: Executor, values: typeof infoRequests.$inferInsert) {
  const [row] = await tx.insert(infoRequests).values(values).returning()
  return row!
}

/** The studio's requests for details on a project, newest first. */
export function listInfoRequests(tx: Executor, projectId: number) {
  return tx
    .select()
    .from(infoRequests)
    .where(eq(infoRequests.projectId, projectId))
    .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id))
}

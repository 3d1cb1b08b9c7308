import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ActorRole } from '../../../shared/states'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { placeholders, preparedOn } from '../../db/prepared'
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

const NEW_PROJECT = [
  'orderId',
  'userId',
  'title',
  'businessType',
  'description',
  'companyName',
  'status',
  'amountCents',
  'pages',
  'extraPages',
  'freePages',
  'addons',
  'timeline',
] as const
export type NewProject = Pick<typeof projects.$inferInsert, (typeof NEW_PROJECT)[number]>

/** Every payment made opens a project: built once per connection (db/prepared.ts). */
const projectWithEvent = preparedOn((db) => {
  const created = db
    .$with('created', { id: projects.id })
    .as(db.insert(projects).values(placeholders(NEW_PROJECT)).returning({ id: projects.id }).getSQL())
  const columns = [
    projectEvents.projectId,
    projectEvents.actorRole,
    projectEvents.kind,
    projectEvents.fromStatus,
    projectEvents.toStatus,
    projectEvents.note,
  ]
  const event = placeholders(['eventActorRole', 'eventKind', 'eventFrom', 'eventTo', 'eventNote'])
  const entry = db.$with('entry', { id: projectEvents.id }).as(
    sql`insert into ${projectEvents} (${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
      select ${created.id}, ${event.eventActorRole}, ${event.eventKind}, ${event.eventFrom}, ${event.eventTo},
        ${event.eventNote}
      from ${created}
      returning ${projectEvents.id}`,
  )
  return db.with(created, entry).select().from(created).prepare('')
})

/** A new project with the first entry of its timeline, in one statement; answers the project's id. */
export async function insertProjectWithEvent(
  tx: Executor,
  values: NewProject,
  event: { actorRole: ActorRole; kind: string; fromStatus: string; toStatus: string; note: string },
) {
  const [row] = await projectWithEvent(tx).execute({
    ...values,
    eventActorRole: event.actorRole,
    eventKind: event.kind,
    eventFrom: event.fromStatus,
    eventTo: event.toStatus,
    eventNote: event.note,
  })
  return row!
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

/** One request for details of a project, under its row lock (so one answer closes it). */
export async function lockInfoRequest(tx: Executor, projectId: number, id: number) {
  const [row] = await tx
    .select()
    .from(infoRequests)
    .where(and(eq(infoRequests.id, id), eq(infoRequests.projectId, projectId)))
    .for('update')
  return row
}

export async function answerInfoRequestRow(
  tx: Executor,
  id: number,
  set: { answer: string; answerUploadIds: number[]; answeredAt: Date },
) {
  await tx.update(infoRequests).set(set).where(eq(infoRequests.id, id))
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

/** The customer's projects, newest first (the dashboard's cards). */
export function listProjectsForCustomer(tx: Executor, userId: number) {
  return tx
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
}

// What needs the studio on its projects, for the admin overview: requests for details the client has let pass
// their window, and projects whose delivery date has passed or is tomorrow at the latest.
import { and, asc, eq, isNull, lte, notInArray } from 'drizzle-orm'
import type { ProjectsNeedingAttention } from '../../../shared/contracts/project-attention'
import { addDaysTo, formatIsoDay } from '../../../shared/dates'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { type InfoRequestType, type InfoRequestUrgency, infoRequestDueAt } from '../../../shared/states'
import type { AppContext } from '../../context'
import { infoRequests, projects } from '../../db/schema/projects'

/** How many of each list the overview shows. */
export const ATTENTION_LIMIT = 20
/** Open requests read to find the overdue ones (oldest first: those are the ones past their window). */
const OPEN_REQUESTS_READ = 500
const CLOSED: ProjectStatus[] = ['delivered', 'cancelled']

export async function listProjectsNeedingAttention(ctx: AppContext): Promise<ProjectsNeedingAttention> {
  const now = ctx.clock.now()
  const today = formatIsoDay(now, { timeZone: 'UTC' })
  const [open, due] = await Promise.all([
    ctx.db
      .select({
        requestId: infoRequests.id,
        projectId: infoRequests.projectId,
        requestType: infoRequests.requestType,
        urgency: infoRequests.urgency,
        createdAt: infoRequests.createdAt,
        title: projects.title,
      })
      .from(infoRequests)
      .innerJoin(projects, eq(projects.id, infoRequests.projectId))
      .where(and(isNull(infoRequests.answeredAt), notInArray(projects.status, CLOSED)))
      .orderBy(asc(infoRequests.createdAt), asc(infoRequests.id))
      .limit(OPEN_REQUESTS_READ),
    ctx.db
      .select({
        projectId: projects.id,
        title: projects.title,
        status: projects.status,
        deliveryDate: projects.deliveryDate,
      })
      .from(projects)
      .where(and(notInArray(projects.status, CLOSED), lte(projects.deliveryDate, addDaysTo(today, 1))))
      .orderBy(asc(projects.deliveryDate), asc(projects.id))
      .limit(ATTENTION_LIMIT),
  ])
  const overdueRequests = open.flatMap((r) => {
    const dueAt = infoRequestDueAt(r.urgency as InfoRequestUrgency, r.createdAt)
    return dueAt && dueAt < now
      ? [
          {
            requestId: r.requestId,
            projectId: r.projectId,
            title: r.title,
            requestType: r.requestType as InfoRequestType,
            urgency: r.urgency as InfoRequestUrgency,
            dueAt: dueAt.toISOString(),
          },
        ]
      : []
  })
  return {
    overdueRequests: overdueRequests.slice(0, ATTENTION_LIMIT),
    deadlines: due.map((p) => ({
      projectId: p.projectId,
      title: p.title,
      status: p.status as ProjectStatus,
      deliveryDate: p.deliveryDate!,
      late: p.deliveryDate! < today,
    })),
  }
}

// A project's deadline from what its timeline and its requests for details say: the clock stands still while a
// request is open, while samples wait for the client's choice, and while the site waits for the client's review.
import { TIMELINE_OPTIONS, type TimelineId } from '../../../shared/catalog'
import type { ProjectDeadline } from '../../../shared/contracts/project-deadline'
import { type Pause, type PauseCause, projectDeadline } from '../../../shared/deadline'
import type { ProjectStatus } from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import { studioHolidays } from '../site-settings'
import { findProject, listInfoRequests, listProjectEvents, updateProject } from './projects.repo'

/** The statuses in which the studio waits on the client, by the cause they name. */
const WAITING: Partial<Record<ProjectStatus, PauseCause>> = {
  samples_ready: 'design_choice',
  awaiting_approval: 'review',
}

interface Move {
  fromStatus: string | null
  toStatus: string | null
  createdAt: Date
}

/** The stretches the studio waited on the client, oldest first. */
export function projectPauses(
  events: readonly Move[],
  requests: ReadonlyArray<{ createdAt: Date; answeredAt: Date | null }>,
): Pause[] {
  const pauses: Pause[] = requests.map((r) => ({
    cause: 'details',
    from: r.createdAt.toISOString(),
    to: r.answeredAt?.toISOString() ?? null,
  }))
  let open: Pause | null = null
  for (const e of [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (e.toStatus === null || e.toStatus === e.fromStatus) continue
    if (open) {
      open.to = e.createdAt.toISOString()
      open = null
    }
    const cause = WAITING[e.toStatus as ProjectStatus]
    if (cause) {
      open = { cause, from: e.createdAt.toISOString(), to: null }
      pauses.push(open)
    }
  }
  return pauses.sort((a, b) => a.from.localeCompare(b.from))
}

/** The deadline of a project under way: null before its brief is complete and once it is delivered or cancelled. */
export function deadlineOf(
  project: { requirementsSubmittedAt: Date | null; timeline: string; status: string },
  pauses: Pause[],
  holidays: readonly string[],
  now: Date,
): ProjectDeadline | null {
  if (!project.requirementsSubmittedAt || project.status === 'delivered' || project.status === 'cancelled')
    return null
  const businessDays = TIMELINE_OPTIONS[project.timeline as TimelineId].businessDays
  return {
    ...projectDeadline({ startedAt: project.requirementsSubmittedAt, businessDays, holidays, pauses, now }),
    businessDays,
    pauses,
  }
}

/**
 * Stores the project's delivery date as it now stands (after a move, a request for details or its answer), so the
 * lists that sort and flag by it (the overview's deadlines) read the date both sides see. Under the caller's lock.
 */
export async function refreshDeliveryDate(tx: Executor, projectId: number, now: Date) {
  const row = await findProject(tx, projectId)
  if (!row) return
  const events = await listProjectEvents(tx, projectId)
  const requests = await listInfoRequests(tx, projectId)
  const deadline = deadlineOf(row, projectPauses(events, requests), await studioHolidays(tx), now)
  if (deadline && deadline.dueDate !== row.deliveryDate)
    await updateProject(tx, projectId, { deliveryDate: deadline.dueDate })
}

import type { Project } from '../../../shared/contracts/projects'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The time left until delivery: 'Xd Xh Xm' with days left, 'Xh Xm' with hours, 'Xm' in the last hour, and
 * 'Completed' once the date has passed. Whole minutes, rounded down.
 */
export function formatCountdown(deliveryDate: string | Date, now: number | Date = Date.now()): string {
  const left = new Date(deliveryDate).getTime() - new Date(now).getTime()
  if (!Number.isFinite(left) || left <= 0) return 'Completed'
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  if (days > 0) return `${days}d ${hours}h ${minutes}m`
  if (hours > 0) return `${hours}h ${minutes}m`
  return `${minutes}m`
}

/**
 * The countdown shows once the requirements are in and a delivery date is set, until the site is delivered (or
 * the project is cancelled).
 */
export function showsCountdown(
  project: Pick<Project, 'requirementsSubmittedAt' | 'deliveryDate' | 'status'>,
): project is typeof project & { deliveryDate: string } {
  return (
    !!project.requirementsSubmittedAt &&
    !!project.deliveryDate &&
    project.status !== 'delivered' &&
    project.status !== 'cancelled'
  )
}

/** How often the countdown is redrawn. */
export const COUNTDOWN_REFRESH_MS = 60_000

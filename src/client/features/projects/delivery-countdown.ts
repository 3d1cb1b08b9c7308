import { businessDaysUntil, formatDate } from '../../../shared/dates'
import type { Project } from '../../../shared/contracts/projects'

/**
 * The time left until delivery, in business days as the promise counts them ('5 business days left'), 'Due
 * today' on the day, and the day it was due once that has passed.
 */
export function formatCountdown(deliveryDate: string, now: number | Date = Date.now()): string {
  const left = businessDaysUntil(new Date(now), deliveryDate)
  if (left > 0) return `${left} business ${left === 1 ? 'day' : 'days'} left`
  if (left === 0) return 'Due today'
  return `Was due ${formatDate(deliveryDate.slice(0, 10))}`
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

/** How often the countdown is redrawn (the day turns while the page is open). */
export const COUNTDOWN_REFRESH_MS = 60_000

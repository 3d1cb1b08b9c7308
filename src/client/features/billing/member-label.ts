import type { Subscription } from '../../../shared/contracts/billing'
import { MONTHS } from '../../../shared/dates'

/**
 * What is true of a customer, under their name: their maintenance plan while one is active ('Standard
 * maintenance plan'), else how long they have been a client ('Client since November 2026'). The month is
 * written out rather than asked of Intl: building a date formatter loads the locale's data, tens of
 * milliseconds of the dashboard's first task on a phone.
 */
export function memberLabel(createdAt: string, subscriptions: readonly Subscription[] = []): string {
  const plan = subscriptions.find((s) => s.status === 'active')?.plan
  if (plan) return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} maintenance plan`
  const since = new Date(createdAt)
  return Number.isNaN(since.getTime())
    ? 'Client'
    : `Client since ${MONTHS[since.getUTCMonth()]} ${since.getUTCFullYear()}`
}

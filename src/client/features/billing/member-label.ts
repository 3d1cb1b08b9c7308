import type { Subscription } from '../../../shared/contracts/billing'

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * What is true of a customer, under their name: their maintenance plan while one is active ('Standard
 * maintenance plan'), else how long they have been a client ('Client since November 2026').
 */
export function memberLabel(createdAt: string, subscriptions: readonly Subscription[] = []): string {
  const plan = subscriptions.find((s) => s.status === 'active')?.plan
  if (plan) return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} maintenance plan`
  const since = new Date(createdAt)
  return Number.isNaN(since.getTime()) ? 'Client' : `Client since ${MONTH_YEAR.format(since)}`
}

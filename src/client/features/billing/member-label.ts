import type { Subscription } from '../../../shared/contracts/billing'
import { formatMonth } from '../../../shared/dates'
import { MAINTENANCE_PLAN_LABELS } from '../../../shared/states'

/**
 * What is true of a customer, under their name: their maintenance plan while one is active ('Standard
 * maintenance plan'), else how long they have been a client ('Client since November 2026', the month the
 * account was made, UTC).
 */
export function memberLabel(createdAt: string, subscriptions: readonly Subscription[] = []): string {
  const plan = subscriptions.find((s) => s.status === 'active')?.plan
  if (plan) return `${MAINTENANCE_PLAN_LABELS[plan]} maintenance plan`
  const since = new Date(createdAt)
  return Number.isNaN(since.getTime()) ? 'Client' : `Client since ${formatMonth(since, { timeZone: 'UTC' })}`
}

import { formatDate, formatIsoDay } from '../../../shared/dates'
import { useHydrated } from '../../hooks/use-hydrated'

const DAY_MS = 24 * 60 * 60 * 1000

/** 'today', 'tomorrow', 'in 3 days', 'yesterday', '12 days ago'. */
export function relativeDays(days: number): string {
  if (days === 0) return 'today'
  if (days === 1) return 'tomorrow'
  if (days === -1) return 'yesterday'
  return days > 0 ? `in ${days} days` : `${-days} days ago`
}

/** How long ago an event was, from its age in hours: 'just now', '2 hours ago', 'yesterday', '4 days ago'. */
export function timeAgo(hours: number): string {
  if (hours < 1) return 'just now'
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return relativeDays(-Math.floor(hours / 24))
}

/** The calendar date `days` from today in the browser's time zone. */
export function dateFromToday(days: number, today = new Date()): Date {
  return new Date(today.getTime() + days * DAY_MS)
}

/**
 * A date given as days from today. The page is prerendered at build time, when "today" is not the visitor's
 * today: until it has hydrated it says how far away the date is ('in 3 days'), which reads the same on any day,
 * and then the calendar date the visitor's clock gives. So the sample data never looks stale and hydration
 * finds the prerendered text unchanged.
 */
export function DemoDate({ days }: { days: number }) {
  const hydrated = useHydrated()
  if (!hydrated) return <span>{relativeDays(days)}</span>
  const date = dateFromToday(days)
  return (
    <time dateTime={formatIsoDay(date)} title={relativeDays(days)}>
      {formatDate(date)}
    </time>
  )
}

import type { FinanceStatsResponse, FinanceStatusFilter } from '../../../shared/contracts/finance'
import { drawable } from '../billing'

// How the finance report writes money, percentages, days, months, statuses and user text.

/** A percentage with one decimal, or "—" when there is nothing to divide by. */
export function percent(value: number | null) {
  return value === null ? '—' : `${value.toFixed(1)}%`
}

export function count(n: number) {
  return n.toLocaleString('en-US')
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })

/** "2026-11-05" → "5 Nov 2026" (a calendar day, no zone involved). */
export function dayLabel(ymd: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd)
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : oneLine(ymd)
}

/** "2026-11" → { long: "November 2026", short: "Nov", year: "2026" }. */
export function monthLabel(ym: string) {
  const m = /^(\d{4})-(\d{2})/.exec(ym)
  const i = m ? Number(m[2]) - 1 : -1
  if (!m || !MONTHS[i]) return { long: oneLine(ym), short: oneLine(ym), year: '' }
  return { long: `${monthName.format(Date.UTC(2000, i, 1))} ${m[1]}`, short: MONTHS[i]!, year: m[1]! }
}

/** Formats instants in the studio's time zone (UTC if the zone is unknown to this runtime). */
export function zoned(timeZone: string) {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat('en-GB', { ...options, timeZone })
    } catch {
      return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
    }
  }
  const date = make({ day: 'numeric', month: 'short', year: 'numeric' })
  const dateTime = make({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return {
    date: (iso: string) => {
      const d = new Date(iso)
      return Number.isNaN(d.getTime()) ? oneLine(iso) : date.format(d)
    },
    dateTime: (d: Date) => (Number.isNaN(d.getTime()) ? '—' : dateTime.format(d)),
  }
}

export const STATUS_FILTER_WORDS: Record<FinanceStatusFilter, string> = {
  all: 'All paid orders',
  completed: 'Orders whose project is completed',
  in_progress: 'Orders whose project is in progress',
  delivered: 'Orders whose project is delivered',
  cancelled: 'Orders whose project is cancelled',
}

export const STATUS_GROUP_WORDS: Record<FinanceStatsResponse['ordersByStatus'][number]['status'], string> = {
  completed: 'Completed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** `bank_transfer` → "Bank transfer". */
export function methodLabel(method: string) {
  const words = oneLine(method.replace(/_/g, ' '))
  return words ? words[0]!.toUpperCase() + words.slice(1) : '—'
}

/** User text on one line: drawable, whitespace runs (new lines included) as one space. */
export function oneLine(text: string) {
  return drawable(text).replace(/\s+/g, ' ').trim()
}

import { FINANCE_STATUS_LABELS, type FinanceStatusFilter } from '../../../shared/contracts/finance'
import { formatDate, formatDateTime, formatMonth, NO_DATE } from '../../../shared/dates'
import { drawable } from '../billing'

// How the finance report writes money, percentages, days, months, statuses and user text.

/** A percentage with one decimal, or "—" when there is nothing to divide by. */
export function percent(value: number | null) {
  return value === null ? '—' : `${value.toFixed(1)}%`
}

export function count(n: number) {
  return n.toLocaleString('en-US')
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** "2026-11-05" → "Nov 5, 2026" (a calendar day, no zone involved). */
export function dayLabel(ymd: string) {
  const label = DAY.test(ymd) ? formatDate(ymd) : NO_DATE
  return label === NO_DATE ? oneLine(ymd) : label
}

/** "2026-11" → { long: "November 2026", short: "Nov", year: "2026" }: the chart writes the year under the month. */
export function monthLabel(ym: string) {
  const month = ym.slice(0, 7)
  const long = /^\d{4}-\d{2}$/.test(month) ? formatMonth(month) : NO_DATE
  if (long === NO_DATE) return { long: oneLine(ym), short: oneLine(ym), year: '' }
  // An English month's first three letters are its short name.
  return { long, short: long.slice(0, 3), year: month.slice(0, 4) }
}

/** Writes instants in the studio's time zone (UTC if the zone is unknown to this runtime). */
export function zoned(timeZone: string) {
  return {
    date: (iso: string) => {
      const label = formatDate(iso, { timeZone })
      return label === NO_DATE ? oneLine(iso) : label
    },
    dateTime: (d: Date) => formatDateTime(d, { timeZone }),
  }
}

/** The filter as the report's sentences say it: "Orders whose project is in progress". */
export const STATUS_FILTER_WORDS: Record<FinanceStatusFilter, string> = {
  all: 'All paid orders',
  completed: `Orders whose project is ${FINANCE_STATUS_LABELS.completed.toLowerCase()}`,
  in_progress: `Orders whose project is ${FINANCE_STATUS_LABELS.in_progress.toLowerCase()}`,
  delivered: `Orders whose project is ${FINANCE_STATUS_LABELS.delivered.toLowerCase()}`,
  cancelled: `Orders whose project is ${FINANCE_STATUS_LABELS.cancelled.toLowerCase()}`,
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

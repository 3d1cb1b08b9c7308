import { TZDate } from '@date-fns/tz'
import { format, isValid, parseISO } from 'date-fns'

/*
 * How every date is written for people, client and server alike (docs/decisions/0048-one-vocabulary.md): the US
 * style, months as words, through date-fns (whose English words need no Intl locale data). A value is a calendar
 * day (`2026-12-02`), a month (`2026-12`), or a moment (an ISO timestamp, a Date, milliseconds). A day or a month
 * is written as it is, whatever the zone; a moment is written in `timeZone` when given (an IANA name; UTC when
 * this runtime does not know it), else in the reader's local time.
 */

/** null and undefined are accepted, and written as NO_DATE, for the dates a record may not have yet. */
export type DateValue = Date | string | number | null | undefined

export interface DateOptions {
  /** The zone a moment is read in (`America/New_York`); ignored for a calendar day or month. */
  timeZone?: string
}

/** What any formatter answers for a value that is not a date. */
export const NO_DATE = '—'

const CALENDAR = /^\d{4}-\d{2}(-\d{2})?$/

/** The value as a Date whose local fields are the ones to show; null when it is not a date. */
function read(value: DateValue, timeZone: string | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && CALENDAR.test(value)) {
    // date-fns reads a bare day or month as local midnight, so its fields are the day's own.
    const day = parseISO(value)
    return isValid(day) ? day : null
  }
  const moment = new Date(value)
  if (!isValid(moment)) return null
  if (!timeZone) return moment
  const zoned = new TZDate(moment.getTime(), timeZone)
  return isValid(zoned) ? zoned : new TZDate(moment.getTime(), 'UTC')
}

function write(pattern: string) {
  return (value: DateValue, options: DateOptions = {}): string => {
    const d = read(value, options.timeZone)
    return d ? format(d, pattern) : NO_DATE
  }
}

/** A day: `Dec 2, 2026`. */
export const formatDate = write('MMM d, yyyy')

/** A moment with its time: `Dec 2, 2026, 3:04 PM`. */
export const formatDateTime = write('MMM d, yyyy, h:mm a')

/** A month: `December 2026`. */
export const formatMonth = write('MMMM yyyy')

/** A month on a chart's axis, where room is short: `Dec '26`. */
export const formatAxisMonth = write("MMM ''yy")

/** A day as forms, CSV files and the API write it: `2026-12-02` (the moment's day in `timeZone` when given). */
export const formatIsoDay = write('yyyy-MM-dd')

/** A moment as a `datetime-local` input takes it: `2026-12-02T15:04`. */
export const formatInputDateTime = write("yyyy-MM-dd'T'HH:mm")

/** A date `days` business days (Monday to Friday) after `from`, as `YYYY-MM-DD` (UTC). */
export function addBusinessDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = days
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    const day = d.getUTCDay()
    if (day !== 0 && day !== 6) left--
  }
  return d.toISOString().slice(0, 10)
}

const DAY_MS = 86_400_000

/**
 * Business days (Monday to Friday) from `from` until the `YYYY-MM-DD` day, counted as addBusinessDays counts
 * them (UTC): the day itself counts, `from`'s day does not; 0 on the day, negative once it has passed.
 */
export function businessDaysUntil(from: Date, day: string): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  const end = new Date(`${day.slice(0, 10)}T00:00:00Z`).getTime()
  if (!Number.isFinite(end)) return 0
  if (end < start) return -1
  let n = 0
  for (let t = start + DAY_MS; t <= end; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay()
    if (weekday !== 0 && weekday !== 6) n++
  }
  return n
}

/** A `YYYY-MM-DD` day moved by whole days (negative: earlier), as billing dates are counted. */
export function addDaysTo(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

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

/** The months' names, January first (written out rather than asked of Intl, below). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * A `YYYY-MM-DD` day as people write it: `2 December 2026` (Intl's `en-GB` long date). Written out: building an
 * Intl date formatter loads the locale's data, tens of milliseconds of one task on a phone.
 */
export function longDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value')
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
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

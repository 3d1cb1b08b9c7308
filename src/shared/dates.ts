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

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A `YYYY-MM-DD` day as people write it: `2 December 2026`. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`))
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

import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { FinancePeriodInfo } from '../../../shared/contracts/finance'
import { MONTHS as LONG_MONTHS } from '../../../shared/dates'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A calendar day `2026-11-01` as `1 Nov 2026` (no time zone: it is already the studio's day). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return day
  return `${d} ${MONTHS[m - 1]} ${y}`
}

/** A month `2026-11` as `Nov 2026` (or `November 2026` with `long`). */
export function formatMonth(month: string, long = false): string {
  const [y, m] = month.split('-').map(Number)
  if (!y || !m) return month
  return `${(long ? LONG_MONTHS : MONTHS)[m - 1]} ${y}`
}

/** The month before `2026-11`: `2026-10`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  if (!y || !m) return month
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** What the report covers, as the page states it: `1 Nov 2026 – 30 Nov 2026, times in America/New_York`. */
export function describePeriod(period: FinancePeriodInfo): string {
  return `${formatDay(period.from)} – ${formatDay(period.to)}, times in ${period.timeZone}`
}

/** A moment as a day in the studio's time zone: `25 Nov 2026`. */
export function formatStudioDate(iso: string, timeZone: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  try {
    return format(new TZDate(d, timeZone), 'd MMM yyyy')
  } catch {
    return format(d, 'd MMM yyyy')
  }
}

/** A moment with its time in the studio's time zone: `25 Nov 2026, 16:19`. */
export function formatStudioDateTime(iso: string, timeZone: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  try {
    return format(new TZDate(d, timeZone), 'd MMM yyyy, HH:mm')
  } catch {
    return format(d, 'd MMM yyyy, HH:mm')
  }
}

/** A share with one decimal: `98.5%`; `—` when there is none. */
export function formatPercent(n: number | null): string {
  return n === null ? '—' : `${n.toFixed(1)}%`
}

/** A change with its sign: `+12.5%`, `−3.0%`, `0.0%`. */
export function formatGrowth(n: number): string {
  if (n > 0) return `+${n.toFixed(1)}%`
  if (n < 0) return `−${Math.abs(n).toFixed(1)}%`
  return '0.0%'
}

/** A byte count as people read it: `812 B`, `14.2 KB`, `1.3 MB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

import type { FinancePeriodInfo } from '../../../shared/contracts/finance'
import { formatDate } from '../../../shared/dates'

/** The month before `2026-11`: `2026-10`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  if (!y || !m) return month
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** What the report covers, as the page states it: `Nov 1, 2026 – Nov 30, 2026, times in America/New_York`. */
export function describePeriod(period: FinancePeriodInfo): string {
  return `${formatDate(period.from)} – ${formatDate(period.to)}, times in ${period.timeZone}`
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

import { FINANCE_STATUS_LABELS, type FinanceStatusFilter } from '../../../shared/contracts/finance'
import { formatDate, formatDateTime, formatMonth, NO_DATE } from '../../../shared/dates'
import { drawable } from '../billing'

// How the finance report writes money, percentages, days, months, statuses and user text.

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "1234.50" → 123450; anything unreadable counts as nothing. */
export function cents(decimal: string): number {
  const n = Math.round(Number.parseFloat(decimal) * 100)
  return Number.isFinite(n) ? n : 0
}

/** `$1,234.50`; negative amounts as `-$25.00`. */
export function usd(amount: number) {
  return `${amount < 0 ? '-' : ''}$${moneyFormat.format(Math.abs(amount) / 100)}`
}

/** Short money for the chart: `$950`, `$12.3k`, `$1.25M`. */
export function usdShort(amount: number) {
  const dollars = amount / 100
  const abs = Math.abs(dollars)
  const sign = dollars < 0 ? '-' : ''
  if (abs >= 1e6) return `${sign}$${trimZeros((abs / 1e6).toFixed(abs >= 1e7 ? 1 : 2))}M`
  if (abs >= 1e4) return `${sign}$${trimZeros((abs / 1e3).toFixed(abs >= 1e5 ? 0 : 1))}k`
  if (abs >= 10 || Number.isInteger(abs)) return `${sign}$${Math.round(abs).toLocaleString('en-US')}`
  return `${sign}$${abs.toFixed(2)}`
}

function trimZeros(s: string) {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s
}

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A day as people read it, in local time: `Nov 23, 2026`. Written out rather than through Intl, whose first
 * date formatter loads the locale's data (tens of milliseconds of one task on a phone) on the pages that show a
 * date; format.test.ts checks it against Intl's `en-US` short date.
 */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

// Made on first use and kept: `toLocaleString` with options builds a new formatter on every call.
let dateTimeFormat: Intl.DateTimeFormat | undefined

/** A moment as people read it: `Nov 23, 2026, 4:19 PM`. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '—'
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return dateTimeFormat.format(d)
}

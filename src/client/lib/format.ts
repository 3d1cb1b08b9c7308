import { formatCents } from '../../shared/catalog'

/** '1234.5' → '$1,234.50': the API's decimal money strings, always with cents. */
export function formatMoney(decimal: string): string {
  const n = Number(decimal)
  return formatCents(Number.isFinite(n) ? Math.round(n * 100) : 0, { decimals: true })
}

export function formatDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
}

/** A moment as people read it: `Nov 23, 2026, 4:19 PM`. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? '—'
    : d.toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
}

import { formatCents } from '../../shared/catalog'

/** '1234.5' → '$1,234.50': the API's decimal money strings, always with cents. */
export function formatMoney(decimal: string): string {
  const n = Number(decimal)
  return formatCents(Number.isFinite(n) ? Math.round(n * 100) : 0, { decimals: true })
}

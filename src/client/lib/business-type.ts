import { BUSINESS_TYPES } from '../../shared/contracts/contact'

/** The landing page's business types and the dashboard order dialog's two more. */
const LABELS = new Map<string, string>([
  ...BUSINESS_TYPES.map((t) => [t.value, t.label] as [string, string]),
  ['service', 'Service'],
  ['portfolio', 'Portfolio'],
])

/** A project's business type as people read it ('fitness' → 'Fitness/Wellness'). */
export function businessTypeLabel(value: string): string {
  return LABELS.get(value) ?? (value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Other')
}

import { BUSINESS_TYPES } from '../../../shared/contracts/contact'
import type { ProjectStatus } from '../../../shared/lifecycle'

/** The landing page's business types and the dashboard order dialog's two more. */
const LABELS = new Map<string, string>([
  ...BUSINESS_TYPES.map((t) => [t.value, t.label] as [string, string]),
  ['service', 'Service'],
  ['portfolio', 'Portfolio'],
])

export function businessTypeLabel(value: string): string {
  return LABELS.get(value) ?? (value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Other')
}

/** The statuses that wait for the client stand out; finished ones read as done. */
export function statusVariant(status: ProjectStatus): 'warning' | 'success' | 'secondary' | 'default' {
  if (status === 'requirements_needed' || status === 'samples_ready' || status === 'awaiting_approval')
    return 'warning'
  if (status === 'completed' || status === 'delivered') return 'success'
  if (status === 'cancelled') return 'secondary'
  return 'default'
}

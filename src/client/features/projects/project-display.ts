import type { ProjectStatus } from '../../../shared/lifecycle'

export { businessTypeLabel } from '../../lib/business-type'

/** The statuses that wait for the client stand out; finished ones read as done. */
export function statusVariant(status: ProjectStatus): 'warning' | 'success' | 'secondary' | 'default' {
  if (status === 'requirements_needed' || status === 'samples_ready' || status === 'awaiting_approval')
    return 'warning'
  if (status === 'completed' || status === 'delivered') return 'success'
  if (status === 'cancelled') return 'secondary'
  return 'default'
}

import type { ProjectStatus } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'

type Variant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline'

/**
 * Waiting on the client reads amber, finished green, stopped red; the studio's own steps brand blue. The admin's
 * shades: the client's own badge (ProjectStatusBadge in project-progress.tsx) greys a cancelled project instead.
 */
const VARIANTS: Record<ProjectStatus, Variant> = {
  payment_pending: 'secondary',
  requirements_needed: 'warning',
  pending_design: 'default',
  samples_ready: 'warning',
  design_selected: 'default',
  under_development: 'default',
  awaiting_approval: 'warning',
  completed: 'success',
  delivered: 'success',
  cancelled: 'destructive',
}

export function AdminProjectStatusBadge({ status, label }: { status: ProjectStatus; label: string }) {
  return <Badge variant={VARIANTS[status]}>{label}</Badge>
}

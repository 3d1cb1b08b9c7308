import type { FinanceOrderRow } from '../../../../shared/contracts/finance'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'

/** An order's state as finance reads it: refunded first, then its project's status. */
export function OrderStatusBadge({ order }: { order: FinanceOrderRow }) {
  if (order.status === 'refunded') return <Badge variant="destructive">Refunded</Badge>
  if (order.project?.status === 'cancelled') return <Badge variant="destructive">Cancelled</Badge>
  if (order.project) {
    const done = order.project.status === 'completed' || order.project.status === 'delivered'
    return <Badge variant={done ? 'success' : 'secondary'}>{STATUS_LABELS[order.project.status]}</Badge>
  }
  return <Badge variant="outline">{order.status.charAt(0).toUpperCase() + order.status.slice(1)}</Badge>
}

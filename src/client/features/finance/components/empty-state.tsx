import { Inbox, type LucideIcon } from 'lucide-react'

/** Nothing to show for this period and status. */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
}: {
  title: string
  description: string
  icon?: LucideIcon
}) {
  return (
    <div className="flex flex-col items-center py-10 text-center">
      <Icon className="mb-3 size-8 text-slate-500" aria-hidden="true" />
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{description}</p>
    </div>
  )
}

/** The empty state of a report with no paid order. */
export function NoPaidOrders() {
  return (
    <EmptyState
      title="No paid orders in this period"
      description="Choose a longer period or another status to see figures."
    />
  )
}

import type { ReactNode } from 'react'
import { TIMELINE_OPTIONS } from '../../../../shared/catalog'
import type { OrderView } from '../../../../shared/contracts/orders'
import { formatDate } from '../../../../shared/dates'
import { LoadError } from '../../../components/load-error'
import { Skeleton } from '../../../components/ui/skeleton'

/**
 * What a project was bought with: the order's lines and total (drawn by `lines`, the checkout's own list), when it
 * was paid, its invoice and its domain; a loading state while the order is read, and a retry if it failed.
 */
export function ProjectPurchase({
  order,
  lines,
}: {
  order: { data: OrderView | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown }
  lines: (order: OrderView) => ReactNode
}) {
  if (order.isError)
    return (
      <LoadError
        what="what this project was bought with"
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    )
  if (!order.data)
    return (
      <div className="grid gap-2" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the order
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-5" />
        ))}
      </div>
    )
  const o = order.data
  const facts: Array<[string, string | null]> = [
    ['Paid on', o.paidAt && formatDate(o.paidAt)],
    ['Invoice', o.invoiceNumber],
    ['Domain', o.domain],
    ['Timeline', TIMELINE_OPTIONS[o.timeline].label],
    ['Pages', String(o.totalPages)],
  ]
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
      {lines(o)}
      <dl className="grid content-start gap-1 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        {facts.map(([label, value]) =>
          value === null ? null : (
            <div key={label} className="flex justify-between gap-4">
              <dt className="shrink-0 text-slate-600">{label}</dt>
              <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  )
}

import { Eye, Inbox } from 'lucide-react'
import { useState } from 'react'
import {
  FINANCE_ORDER_SORTS,
  type FinanceFilterQuery,
  type FinanceOrderRow,
} from '../../../../shared/contracts/finance'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { STACKED, StackedLabel } from '../../../components/stacked-table'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'
import { FINANCE_ORDERS_PAGE_SIZE, useFinanceOrders } from '../api/list-finance-orders'
import { OrderStatusBadge } from './order-status'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

type OrderSort = (typeof FINANCE_ORDER_SORTS)[number]

// The table's sort (a column's id, `-` for descending) and the API's names for the same orders.
const TO_API: Record<string, OrderSort> = {
  '-date': 'newest',
  date: 'oldest',
  '-amount': 'amount_desc',
  amount: 'amount_asc',
}
const FROM_API: Record<OrderSort, string> = {
  newest: '-date',
  oldest: 'date',
  amount_desc: '-amount',
  amount_asc: 'amount',
}

/**
 * Order Details: the period's paid orders, a page at a time, newest first or by amount; View opens one.
 * Mounted per filter (keyed by the page), so a new filter starts again from its first page. On a phone each order
 * is a card: its number and amount, its customer, project and date, then its status and View.
 */
export function OrderDetailsTab({
  filter,
  timeZone,
  onView,
}: {
  filter: FinanceFilterQuery
  /** The studio's time zone, once the figures have told it. */
  timeZone: string | undefined
  onView: (id: number) => void
}) {
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<OrderSort>('newest')
  const orders = useFinanceOrders({
    days: filter.days,
    status: filter.status,
    page,
    pageSize: FINANCE_ORDERS_PAGE_SIZE,
    sort,
  })
  const day = (iso: string) => formatDate(iso, { timeZone })
  const columns: DataColumn<FinanceOrderRow>[] = [
    {
      id: 'id',
      header: 'Order',
      stack: STACKED.left,
      cell: (o) => <span className="font-medium">#{o.id}</span>,
    },
    {
      id: 'customer',
      header: 'Customer',
      stack: STACKED.wide,
      cell: (o) => (
        <div className="md:min-w-40">
          <p className="font-medium text-slate-900">{o.customer.name}</p>
          <p className="text-xs text-slate-600">
            <EmailAddress email={o.customer.email} />
          </p>
        </div>
      ),
    },
    {
      id: 'project',
      header: 'Project',
      stack: STACKED.wide,
      cell: (o) => (
        <span className="block md:min-w-32">
          <StackedLabel>Project</StackedLabel>
          {o.project?.title ?? '—'}
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      sortable: true,
      sortDescFirst: true,
      stack: cn(STACKED.right, 'max-md:row-start-1 max-md:font-semibold'),
      cell: (o) => (
        <>
          {formatMoney(o.amountCents, 'USD', { whole: false })}
          {o.refundedCents > 0 && (
            <span className="block text-xs text-red-700">
              −{formatMoney(o.refundedCents, 'USD', { whole: false })} refunded
            </span>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      // The card's last row: the status, with View beside it.
      stack: cn(STACKED.left, 'max-md:row-start-5 max-md:self-center'),
      cell: (o) => <OrderStatusBadge order={o} />,
    },
    {
      id: 'date',
      header: 'Date',
      sortable: true,
      sortDescFirst: true,
      stack: cn(STACKED.wide, 'max-md:row-start-4'),
      cell: (o) => (
        <span className="whitespace-nowrap">
          <StackedLabel>Date</StackedLabel>
          {day(o.paidAt ?? o.createdAt)}
        </span>
      ),
    },
    {
      id: 'view',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      stack: cn(STACKED.right, 'max-md:row-start-5'),
      cell: (o) => (
        <Button variant="outline" size="sm" onClick={() => onView(o.id)} aria-label={`View order #${o.id}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      ),
    },
  ]
  return (
    <DataTable
      caption="Paid orders"
      stacked
      columns={columns}
      rows={orders.data?.items}
      rowKey={(o) => o.id}
      isPending={orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
      retrying={orders.isFetching}
      loadingLabel="Loading the orders"
      errorFallback="The orders could not be loaded."
      empty={{
        icon: Inbox,
        title: 'No paid orders in this period',
        description: 'Choose a longer period or another status to see orders.',
      }}
      paging={
        orders.data
          ? {
              page: orders.data.page,
              pageSize: orders.data.pageSize,
              total: orders.data.total,
              onPageChange: setPage,
            }
          : undefined
      }
      sorting={{
        sort: FROM_API[sort],
        onSortChange: (s) => {
          const next = TO_API[s]
          if (!next) return
          setSort(next)
          setPage(1)
        },
      }}
      busy={orders.isPlaceholderData && orders.isFetching}
    />
  )
}

import { CircleCheck } from 'lucide-react'
import {
  ATTENTION_REASON_LABELS,
  type PaymentNeedingAttention,
} from '../../../../shared/contracts/admin-payments'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { usePaymentsNeedingAttention } from '../api/list-payments-needing-attention'
import { formatDate } from '../../../../shared/dates'
import { formatReportedMoney } from '../../../../shared/money'

const REFUND: Record<
  PaymentNeedingAttention['refundStatus'],
  { label: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }
> = {
  refunded: { label: 'Refunded', variant: 'success' },
  pending: { label: 'Refund pending', variant: 'warning' },
  failed: { label: 'Refund failed', variant: 'destructive' },
  none: { label: 'No refund', variant: 'secondary' },
}

function amount(p: PaymentNeedingAttention) {
  return formatReportedMoney(p.amountCents, p.currency)
}

const COLUMNS: DataColumn<PaymentNeedingAttention>[] = [
  {
    id: 'reason',
    header: 'Reason',
    cell: (p) => (
      <div>
        <span className="font-medium text-slate-900">{ATTENTION_REASON_LABELS[p.reason]}</span>
        {p.detail && <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">{p.detail}</p>}
      </div>
    ),
  },
  {
    id: 'order',
    header: 'Order or invoice',
    cell: (p) => (p.orderId !== null ? `#${p.orderId}` : (p.invoiceNumber ?? '—')),
  },
  { id: 'amount', header: 'Amount', cell: amount, align: 'right' },
  {
    id: 'customer',
    header: 'Customer',
    cell: (p) => (
      <div>
        <span className="text-slate-900">{p.customer.name || '—'}</span>
        <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">{p.customer.email}</p>
      </div>
    ),
  },
  {
    id: 'refund',
    header: 'Refund',
    cell: (p) => (
      <div>
        <Badge variant={REFUND[p.refundStatus].variant}>{REFUND[p.refundStatus].label}</Badge>
        {p.refundedAt && <p className="text-xs text-slate-500">{formatDate(p.refundedAt)}</p>}
      </div>
    ),
  },
  { id: 'flaggedAt', header: 'Since', cell: (p) => formatDate(p.flaggedAt) },
]

/**
 * Payments a person should look at: money that did not match its order (refunded automatically, the customer
 * mailed), payments the provider does not know or that could not be checked, and refunds that failed.
 */
export function PaymentsNeedingAttention() {
  const payments = usePaymentsNeedingAttention()
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Payments that need attention</h2>
        <CardDescription>
          Payments that did not match their order are refunded automatically and the customer is e-mailed.
          Check a failed refund in the payment provider&apos;s dashboard and refund it by hand.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Payments that need attention"
          columns={COLUMNS}
          rows={payments.data}
          rowKey={(p) => p.id}
          isPending={payments.isPending}
          error={payments.error}
          onRetry={() => void payments.refetch()}
          retrying={payments.isFetching}
          loadingLabel="Loading payments that need attention"
          errorFallback="The payments that need attention could not be loaded."
          empty={{
            icon: CircleCheck,
            title: 'No payment needs attention',
            description: 'Every payment matched its order.',
          }}
        />
      </CardContent>
    </Card>
  )
}

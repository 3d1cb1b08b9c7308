import { Receipt } from 'lucide-react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { DemoDate } from '../demo-date'
import { DEMO_INVOICES, type DemoInvoice } from '../demo-data'
import { formatMoney } from '../../../../shared/money'

function PaidBadge() {
  return <Badge variant="success">Paid</Badge>
}

const COLUMNS: DataColumn<DemoInvoice>[] = [
  { id: 'number', header: 'Invoice', cell: (i) => <span className="font-medium">{i.number}</span> },
  { id: 'description', header: 'Description', cell: (i) => i.description },
  { id: 'date', header: 'Date', cell: (i) => <DemoDate days={-i.issuedDaysAgo} /> },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (i) => formatMoney(i.amountCents, 'USD', { whole: false }),
  },
  { id: 'status', header: 'Status', align: 'right', cell: () => <PaidBadge /> },
]

function InvoiceCard({ invoice: i }: { invoice: DemoInvoice }) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{i.number}</span>
        <PaidBadge />
      </div>
      <p className="text-slate-700">{i.description}</p>
      <div className="flex items-center justify-between gap-2">
        <span className="text-slate-600">
          <DemoDate days={-i.issuedDaysAgo} />
        </span>
        <span className="font-semibold tabular-nums text-slate-900">
          {formatMoney(i.amountCents, 'USD', { whole: false })}
        </span>
      </div>
    </div>
  )
}

export function InvoicesTab() {
  return (
    <section aria-labelledby="demo-invoices-heading">
      <h2 id="demo-invoices-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Invoices
      </h2>
      <Card className="p-4 sm:p-6">
        <DataTable
          caption="Invoices"
          columns={COLUMNS}
          rows={[...DEMO_INVOICES]}
          rowKey={(i) => i.id}
          isPending={false}
          error={null}
          onRetry={() => {}}
          loadingLabel="Loading invoices"
          errorFallback="Invoices could not be shown."
          empty={{ icon: Receipt, title: 'No invoices yet', description: 'Invoices appear after an order.' }}
          card={(i) => <InvoiceCard invoice={i} />}
        />
      </Card>
    </section>
  )
}

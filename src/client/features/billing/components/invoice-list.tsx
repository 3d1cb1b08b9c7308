import { CreditCard, Download, FileText } from 'lucide-react'
import { useState } from 'react'
import type { InvoiceSummary } from '../../../../shared/contracts/billing'
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../../shared/states'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useDownloadInvoice } from '../api/download-invoice'
import { useInvoices } from '../api/list-invoices'
import { PayInvoiceDialog } from './pay-invoice-lazy'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

/** The Billing tab shows the newest five (dashboards.md §9). */

export const INVOICES_SHOWN = 5

const STATUS_VARIANTS: Record<InvoiceStatus, 'success' | 'warning' | 'secondary'> = {
  paid: 'success',
  issued: 'warning',
  void: 'secondary',
}

function InvoiceRow({
  invoice,
  onPay,
  onDownload,
}: {
  invoice: InvoiceSummary
  onPay: (i: InvoiceSummary) => void
  onDownload: ((i: InvoiceSummary) => void) | undefined
}) {
  const download = useDownloadInvoice()
  const downloadPdf = () =>
    onDownload
      ? onDownload(invoice)
      : download.mutate(invoice, {
          onError: (err) =>
            toast({
              title: 'Download Failed',
              description: errorMessage(err, 'We could not download the invoice. Please try again.'),
              variant: 'destructive',
            }),
        })
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700"
        >
          <FileText className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Invoice {invoice.number}</p>
          <p className="truncate text-sm text-slate-600">{invoice.description}</p>
          <p className="text-xs text-slate-600">{formatDate(invoice.createdAt)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums text-slate-900">
          {formatMoney(invoice.amountCents, 'USD', { whole: false })}
        </span>
        <Badge variant={STATUS_VARIANTS[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
        {invoice.payable && (
          <Button size="sm" onClick={() => onPay(invoice)} aria-label={`Pay invoice ${invoice.number} now`}>
            <CreditCard aria-hidden="true" />
            Pay now
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={downloadPdf}
          disabled={download.isPending}
          aria-label={`Download PDF of invoice ${invoice.number}`}
        >
          {download.isPending ? (
            <Spinner label="Downloading" className="[&>span:first-child]:size-4" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download PDF
        </Button>
      </div>
    </li>
  )
}

/**
 * The customer's newest invoices with their PDFs. `onDownload` answers Download PDF instead of the server, for
 * invoices that have no PDF (the demo dashboard's sample invoices).
 */
export function InvoiceList({ onDownload }: { onDownload?: (invoice: InvoiceSummary) => void } = {}) {
  const invoices = useInvoices()
  const [paying, setPaying] = useState<InvoiceSummary | null>(null)
  return (
    <Card>
      <PayInvoiceDialog invoice={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
        <CardDescription>Your latest invoices. Download any of them as a PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <p className="sr-only" role="status">
              Loading your invoices
            </p>
            {[0, 1].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </div>
            ))}
          </div>
        ) : invoices.isError ? (
          <LoadError
            what="your invoices"
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
            className="border-0 shadow-none"
          />
        ) : invoices.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No invoices yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {invoices.data.slice(0, INVOICES_SHOWN).map((inv) => (
              <InvoiceRow key={inv.id} invoice={inv} onPay={setPaying} onDownload={onDownload} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

import { Download, ReceiptText } from 'lucide-react'
import type { CreditNoteSummary } from '../../../../shared/contracts/billing'
import { LoadError } from '../../../components/load-error'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useDownloadCreditNote } from '../api/download-credit-note'
import { useCreditNotes } from '../api/list-credit-notes'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

function CreditNoteRow({ note }: { note: CreditNoteSummary }) {
  const download = useDownloadCreditNote()
  const onDownload = () =>
    download.mutate(note, {
      onError: (err) =>
        toast({
          title: 'Download Failed',
          description: errorMessage(err, 'We could not download the credit note. Please try again.'),
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
          <ReceiptText className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Credit note {note.number}</p>
          <p className="truncate text-sm text-slate-600">For invoice {note.invoiceNumber}</p>
          <p className="text-xs text-slate-600">{formatDate(note.issuedAt)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums text-slate-900">
          −{formatMoney(note.amountCents, 'USD', { whole: false })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          disabled={download.isPending}
          aria-label={`Download PDF of credit note ${note.number}`}
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

/** The customer's credit notes (what was refunded of an invoice); nothing is shown when there are none. */
export function CreditNoteList() {
  const notes = useCreditNotes()
  if (notes.isPending)
    return (
      <Card aria-busy="true">
        <CardContent className="grid gap-2 pt-6">
          <p className="sr-only" role="status">
            Loading your credit notes
          </p>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-1/4" />
        </CardContent>
      </Card>
    )
  if (notes.isError)
    return (
      <LoadError what="your credit notes" onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
    )
  if (notes.data.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credit notes</CardTitle>
        <CardDescription>Refunds of your invoices. Download any of them as a PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200">
          {notes.data.map((n) => (
            <CreditNoteRow key={n.id} note={n} />
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

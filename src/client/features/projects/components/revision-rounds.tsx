import { useQueryClient } from '@tanstack/react-query'
import { CreditCard, Undo2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import type { InvoiceSummary } from '../../../../shared/contracts/billing'
import type { ProjectDetail } from '../../../../shared/contracts/projects'
import type { RevisionRound } from '../../../../shared/contracts/revision-rounds'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'
import { REVISION_ROUND_STATUS_LABELS } from '../../../../shared/states'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { PayInvoiceDialog } from '../../billing'
import { useWithdrawRevisionRound } from '../api/withdraw-revision-round'
import { projectsKeys } from '../projects-keys'

const price = (invoice: InvoiceSummary) =>
  formatMoney(invoice.amountCents, invoice.currency, { whole: false })

/** The round that waits for its payment, if one does. */
export const waitingRound = (project: Pick<ProjectDetail, 'revisionHistory'>) =>
  project.revisionHistory.find((r) => r.status === 'awaiting_payment')

/**
 * A billable round that waits for its payment (the site stays in review): its price and invoice, paid by card
 * here, or taken back. Once paid, the round starts on the server in a moment; the project is read again until
 * it has.
 */
export function RevisionRoundPayment({ projectId, round }: { projectId: number; round: RevisionRound }) {
  const [paying, setPaying] = useState<InvoiceSummary | null>(null)
  const withdraw = useWithdrawRevisionRound(projectId)
  const queryClient = useQueryClient()
  const invoice = round.invoice
  const paid = invoice?.status === 'paid'
  useEffect(() => {
    if (!paid) return
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: projectsKeys.all }), 1500)
    return () => clearInterval(timer)
  }, [paid, queryClient])
  if (!invoice) return null

  const onWithdraw = () =>
    void withdraw.mutateAsync().then(
      (res) => toast({ title: 'Round withdrawn', description: res.message, variant: 'success' }),
      (err: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'We could not withdraw the round. Please try again.'),
          variant: 'destructive',
        }),
    )

  return (
    <div className="grid gap-3 rounded-lg border border-brand-200 bg-white p-4" aria-live="polite">
      {paid ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <Spinner label="Starting the round" className="[&>span:first-child]:size-4" />
          Payment received: round {round.round} is starting.
        </p>
      ) : (
        <>
          <div>
            <p className="font-semibold text-slate-900">
              Round {round.round} waits for your payment: {price(invoice)}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Invoice {invoice.number}. Our team starts on your changes as soon as it is paid; until then your
              site stays in review and you can still approve it instead.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setPaying(invoice)} disabled={withdraw.isPending}>
              <CreditCard aria-hidden="true" />
              Pay {price(invoice)}
            </Button>
            <Button variant="outline" onClick={onWithdraw} disabled={withdraw.isPending}>
              {withdraw.isPending ? (
                <Spinner label="Withdrawing" className="[&>span:first-child]:size-4" />
              ) : (
                <Undo2 aria-hidden="true" />
              )}
              Withdraw round {round.round}
            </Button>
          </div>
        </>
      )}
      <PayInvoiceDialog
        invoice={paying}
        onOpenChange={(open) => {
          if (open) return
          setPaying(null)
          void queryClient.invalidateQueries({ queryKey: projectsKeys.all })
        }}
      />
    </div>
  )
}

function roundTerms(round: RevisionRound) {
  if (!round.billable) return 'Included'
  if (!round.invoice) return 'Billable'
  const paid = round.invoice.status === 'paid'
  return `${price(round.invoice)} · invoice ${round.invoice.number}${
    paid && round.invoice.paidAt ? `, paid ${formatDate(round.invoice.paidAt)}` : ''
  }${round.invoice.status === 'void' ? ', cancelled' : ''}`
}

/** Every revision round asked for, oldest first: included or paid (with its invoice), and what it asked. */
export function RevisionHistory({ rounds }: { rounds: RevisionRound[] }) {
  const id = useId()
  if (rounds.length === 0) return null
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-medium text-slate-900">
        Revision rounds
      </h3>
      <ol className="grid gap-2">
        {rounds.map((r) => (
          <li
            key={`${r.round}-${r.requestedAt}`}
            className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">Round {r.round}</span>
              <Badge
                variant={
                  r.status === 'started' ? 'success' : r.status === 'withdrawn' ? 'secondary' : 'warning'
                }
              >
                {REVISION_ROUND_STATUS_LABELS[r.status]}
              </Badge>
              <span className="text-slate-600">{roundTerms(r)}</span>
            </div>
            <p className="text-xs text-slate-600">
              Asked {formatDate(r.requestedAt)}
              {r.startedAt && ` · started ${formatDate(r.startedAt)}`}
            </p>
            <p className="whitespace-pre-line break-words text-slate-700">{r.requests}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/states'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import type { Subscription } from '../../../../shared/contracts/billing'
import { longDate } from '../../../../shared/dates'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/format'
import { toast } from '../../../lib/toast'
import { useCancelSubscription } from '../api/cancel-subscription'
import { useSubscriptions } from '../api/list-subscriptions'

const STATUS_VARIANT: Record<Subscription['status'], 'success' | 'warning' | 'secondary'> = {
  included: 'success',
  offered: 'warning',
  active: 'success',
  past_due: 'warning',
  cancelled: 'secondary',
}

/**
 * The customer's maintenance subscriptions: the monthly amount, the state and the next billing date, or the last
 * day of a cancelled plan. A live plan can be cancelled; it runs to the end of the period already invoiced.
 */
export function SubscriptionList() {
  const subscriptions = useSubscriptions()
  const [cancelling, setCancelling] = useState<Subscription | null>(null)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscriptions</CardTitle>
        <CardDescription>Maintenance plans that keep your website secure and up to date.</CardDescription>
      </CardHeader>
      <CardContent>
        {subscriptions.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <p className="sr-only" role="status">
              Loading your subscriptions
            </p>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ) : subscriptions.isError ? (
          <LoadError
            what="your subscriptions"
            onRetry={() => void subscriptions.refetch()}
            retrying={subscriptions.isFetching}
            className="border-0 shadow-none"
          />
        ) : subscriptions.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">
            No maintenance subscriptions yet. Every delivered website includes one month of free maintenance.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {subscriptions.data.map((s) => {
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                  <div className="flex min-w-0 gap-3">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700"
                    >
                      <ShieldCheck className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">Website Maintenance</p>
                      <p className="text-sm text-slate-600">
                        <span className="font-medium text-slate-900">{formatMoney(s.monthlyAmount)}</span>
                        /month
                        {s.nextBillingDate && s.status !== 'cancelled' && (
                          <> · Next billing {longDate(s.nextBillingDate)}</>
                        )}
                      </p>
                      {s.status === 'past_due' && (
                        <p role="alert" className="text-sm font-medium text-amber-800">
                          We could not charge your card for this plan. Please pay its open invoice below.
                        </p>
                      )}
                      {s.status === 'cancelled' && s.endsOn && (
                        <p className="text-sm text-slate-600">
                          Ends on {longDate(s.endsOn)} · no further billing
                        </p>
                      )}
                    </div>
                  </div>
                  <div className="flex items-center gap-3">
                    <Badge variant={STATUS_VARIANT[s.status]}>{SUBSCRIPTION_STATUS_LABELS[s.status]}</Badge>
                    {s.status !== 'cancelled' && (
                      <Button variant="outline" size="sm" onClick={() => setCancelling(s)}>
                        Cancel plan
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
      <CancelPlanDialog plan={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  )
}

/** Asks before cancelling, says when the plan ends, and tells the answer in a toast. */
function CancelPlanDialog({ plan, onClose }: { plan: Subscription | null; onClose: () => void }) {
  const cancel = useCancelSubscription()
  // The plan runs to the day before its next billing date: the period already invoiced (or the free month).
  const lastDay = plan?.nextBillingDate ? dayBefore(plan.nextBillingDate) : null
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel maintenance plan?"
      question={
        lastDay && lastDay >= today()
          ? `Your plan stays active until ${longDate(lastDay)}, the end of the period already invoiced. You will not be billed again.`
          : 'Your plan ends today. You will not be billed again.'
      }
      confirmLabel="Cancel plan"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      onConfirm={() =>
        plan &&
        cancel.mutate(plan.id, {
          onSuccess: (answer) => {
            toast({ title: 'Plan Cancelled', description: answer.message, variant: 'success' })
            onClose()
          },
          onError: (err) => {
            toast({
              title: 'The plan could not be cancelled',
              description: errorMessage(err, 'Please try again.'),
              variant: 'destructive',
            })
          },
        })
      }
    />
  )
}

/** The day before a `YYYY-MM-DD` day. */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

/** Today (UTC), as the server's billing dates are counted. */
function today(): string {
  return new Date().toISOString().slice(0, 10)
}

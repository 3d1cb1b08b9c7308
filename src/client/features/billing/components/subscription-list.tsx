import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { MAINTENANCE_PLAN_MONTHLY_CENTS } from '../../../../shared/catalog'
import type { InvoiceSummary, Subscription } from '../../../../shared/contracts/billing'
import { MAINTENANCE_PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/states'
import { lazyDialog } from '../../../components/deferred'
import { addDaysTo, formatDate, formatIsoDay } from '../../../../shared/dates'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useCancelSubscription } from '../api/cancel-subscription'
import { useAcceptPlan } from '../api/choose-plan'
import type { MaintainableWebsite } from './choose-plan-dialog'
import { useSubscriptions } from '../api/list-subscriptions'
import { formatMoney } from '../../../../shared/money'

const STATUS_VARIANT: Record<Subscription['status'], 'success' | 'warning' | 'secondary'> = {
  included: 'success',
  offered: 'warning',
  active: 'success',
  past_due: 'warning',
  cancelled: 'secondary',
}

/** The card payment and the plan chooser load when first opened. */
const PayInvoiceDialog = lazyDialog(
  () => import('./pay-invoice-dialog').then((m) => m.PayInvoiceDialog),
  (p) => p.invoice !== null,
)
const ChoosePlanDialog = lazyDialog(
  () => import('./choose-plan-dialog').then((m) => m.ChoosePlanDialog),
  (p) => p.open,
)

/**
 * The customer's maintenance: the free month delivery includes, plans waiting for their first payment (chosen
 * here or offered by the studio: accept and pay, or decline), and paying plans with their next billing date or
 * last day. A paid plan starts only from here, with a card. `websites` are the delivered websites without a plan.
 * `readOnly` shows the plans without a way to start, pay or cancel one (the demo dashboard's sample plans).
 */
export function SubscriptionList({
  websites = [],
  readOnly = false,
}: {
  websites?: MaintainableWebsite[]
  readOnly?: boolean
}) {
  const subscriptions = useSubscriptions()
  const [cancelling, setCancelling] = useState<Subscription | null>(null)
  const [choosing, setChoosing] = useState(false)
  const [paying, setPaying] = useState<InvoiceSummary | null>(null)
  const accept = useAcceptPlan()
  // A website whose plan is offered or paying has its plan; the others can have one chosen.
  const planned = new Set(
    (subscriptions.data ?? [])
      .filter((s) => s.status !== 'cancelled' && s.status !== 'included')
      .map((s) => s.projectId),
  )
  const open = readOnly ? [] : websites.filter((w) => !planned.has(w.id))
  const pay = (s: Subscription) =>
    accept.mutate(s.id, {
      onSuccess: (answer) => setPaying(answer.invoice),
      onError: (err) =>
        toast({
          title: 'The plan could not be started',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    })
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscriptions</CardTitle>
        <CardDescription>Maintenance plans that keep your website secure and up to date.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
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
            {subscriptions.data.map((s) => (
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
                    <PlanLine plan={s} />
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Badge variant={STATUS_VARIANT[s.status]}>{SUBSCRIPTION_STATUS_LABELS[s.status]}</Badge>
                  {!readOnly && s.status === 'offered' && (
                    <Button size="sm" onClick={() => pay(s)} disabled={accept.isPending}>
                      {accept.isPending && accept.variables === s.id ? (
                        <Spinner label="Opening the payment" />
                      ) : (
                        'Accept and pay'
                      )}
                    </Button>
                  )}
                  {!readOnly && s.status !== 'cancelled' && s.status !== 'included' && (
                    <Button variant="outline" size="sm" onClick={() => setCancelling(s)}>
                      {s.status === 'offered' ? 'Decline' : 'Cancel plan'}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {open.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
            <p className="text-sm text-slate-700">
              Keep your website looked after: from {formatMoney(MAINTENANCE_PLAN_MONTHLY_CENTS.basic)} a
              month, cancel any time.
            </p>
            <Button size="sm" onClick={() => setChoosing(true)}>
              Choose a plan
            </Button>
          </div>
        )}
      </CardContent>
      <CancelPlanDialog plan={cancelling} onClose={() => setCancelling(null)} />
      <ChoosePlanDialog
        open={choosing}
        websites={open}
        onOpenChange={setChoosing}
        onChosen={(invoice) => {
          setChoosing(false)
          setPaying(invoice)
        }}
      />
      <PayInvoiceDialog invoice={paying} keepCardByDefault onOpenChange={(o) => !o && setPaying(null)} />
    </Card>
  )
}

/** What a plan costs and where it stands, in words. */
function PlanLine({ plan: s }: { plan: Subscription }) {
  if (s.status === 'included')
    return (
      <p className="text-sm text-slate-600">
        Included free with your website until {formatDate(addDaysTo(s.nextBillingDate ?? s.startDate, -1))}.
        Nothing is charged after it unless you choose a plan.
      </p>
    )
  const price = (
    <>
      <span className="font-medium text-slate-900">
        {formatMoney(s.monthlyAmountCents, 'USD', { whole: false })}
      </span>
      /month
    </>
  )
  if (s.status === 'offered')
    return (
      <p className="text-sm text-slate-600">
        {MAINTENANCE_PLAN_LABELS[s.plan]} plan · {price}, billed {s.billingCycle} from{' '}
        {formatDate(s.startDate)}. It starts once you pay its first {CYCLE_NOUN[s.billingCycle]} by card.
      </p>
    )
  return (
    <>
      <p className="text-sm text-slate-600">
        {MAINTENANCE_PLAN_LABELS[s.plan]} plan · {price}
        {s.nextBillingDate && s.status !== 'cancelled' && (
          <> · Next billing {formatDate(s.nextBillingDate)}</>
        )}
      </p>
      {s.status === 'past_due' && (
        <p role="alert" className="text-sm font-medium text-amber-800">
          We could not charge your card for this plan. Please pay its open invoice below.
        </p>
      )}
      {s.status === 'cancelled' &&
        s.endsOn &&
        (s.endsOn < s.startDate ? (
          <p className="text-sm text-slate-600">Declined before it started · nothing was charged</p>
        ) : (
          <p className="text-sm text-slate-600">Ends on {formatDate(s.endsOn)} · no further billing</p>
        ))}
    </>
  )
}

const CYCLE_NOUN: Record<Subscription['billingCycle'], string> = {
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
}

/** Asks before cancelling, says when the plan ends, and tells the answer in a toast. */
function CancelPlanDialog({ plan, onClose }: { plan: Subscription | null; onClose: () => void }) {
  const cancel = useCancelSubscription()
  // A paying plan runs to the day before its next billing date: the end of the period it has been billed for.
  const lastDay = plan?.nextBillingDate ? addDaysTo(plan.nextBillingDate, -1) : null
  const offered = plan?.status === 'offered'
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title={offered ? 'Decline this plan?' : 'Cancel maintenance plan?'}
      question={
        offered
          ? 'The plan does not start and its invoice is cancelled. Nothing is charged.'
          : lastDay && lastDay >= today()
            ? `Your plan stays active until ${formatDate(lastDay)}, the end of the period you have been billed for. You will not be billed again.`
            : 'Your plan ends today. You will not be billed again.'
      }
      confirmLabel={offered ? 'Decline plan' : 'Cancel plan'}
      pendingLabel={offered ? 'Declining…' : 'Cancelling…'}
      pending={cancel.isPending}
      onConfirm={() =>
        plan &&
        cancel.mutate(plan.id, {
          onSuccess: (answer) => {
            toast({
              title: offered ? 'Plan Declined' : 'Plan Cancelled',
              description: answer.message,
              variant: 'success',
            })
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

/** Today (UTC), as the server's billing dates are counted. */
function today(): string {
  return formatIsoDay(new Date(), { timeZone: 'UTC' })
}

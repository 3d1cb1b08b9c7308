import { ShieldCheck } from 'lucide-react'
import type { Subscription } from '../../../../shared/contracts/dashboard'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate, formatMoney } from '../../../lib/format'
import { useSubscriptions } from '../api/list-subscriptions'

const STATUS: Record<
  Subscription['status'],
  { label: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  active: { label: 'Active', variant: 'success' },
  past_due: { label: 'Payment Due', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
}

/** The customer's maintenance subscriptions: the monthly amount, the state and the next billing date. */
export function SubscriptionList() {
  const subscriptions = useSubscriptions()
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
              const status = STATUS[s.status]
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
                          <> · Next billing {formatDate(s.nextBillingDate)}</>
                        )}
                      </p>
                    </div>
                  </div>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

import type { ReactNode } from 'react'
import type { FinanceFilterQuery } from '../../../../shared/contracts/finance'
import { LoadError } from '../../../components/load-error'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/utils'
import { useRecurringRevenue } from '../api/get-recurring-revenue'
import { formatPercent } from '../finance-format'
import { ChartFrame } from './chart-frame'
import { formatAxisMonth, formatMonth } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {children && <dd className="mt-1 text-sm text-slate-600">{children}</dd>}
    </div>
  )
}

/** Recurring Revenue: maintenance plans as monthly revenue, and what coupons and the exit pop-up did. */
export function RecurringRevenueTab({ filter }: { filter: FinanceFilterQuery }) {
  const recurring = useRecurringRevenue(filter)
  if (recurring.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <span className="sr-only">Loading the recurring revenue</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    )
  }
  if (recurring.error) {
    return (
      <LoadError
        what="the recurring revenue"
        onRetry={() => void recurring.refetch()}
        retrying={recurring.isFetching}
      />
    )
  }
  const r = recurring.data
  const busy = recurring.isPlaceholderData && recurring.isFetching
  const n = (x: number) => x.toLocaleString('en-US')
  return (
    <div className={cn('grid gap-6', busy && 'opacity-70')} aria-busy={busy || undefined}>
      <Card>
        <CardHeader>
          <CardTitle>Maintenance plans</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Figure
              label="Monthly recurring revenue"
              value={formatMoney(r.mrrCents, 'USD', { whole: false })}
            >
              Every live plan&apos;s price a month, today
            </Figure>
            <Figure label="Active plans" value={n(r.activePlans)}>
              {n(r.newPlans)} new, {n(r.churnedPlans)} cancelled in the period
            </Figure>
            <Figure
              label="Maintenance revenue"
              value={formatMoney(r.maintenanceRevenueCents, 'USD', { whole: false })}
            >
              Maintenance invoices paid in the period
            </Figure>
            <Figure label="New plans" value={n(r.newPlans)} />
            <Figure label="Churned plans" value={n(r.churnedPlans)} />
            <Figure label="Past due" value={formatMoney(r.pastDueAmountCents, 'USD', { whole: false })}>
              {r.pastDuePlans === 1 ? '1 plan' : `${n(r.pastDuePlans)} plans`} with an unpaid invoice
            </Figure>
          </dl>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>MRR by month</CardTitle>
        </CardHeader>
        <CardContent>
          {r.mrrByMonth.length === 0 ? (
            <p className="text-sm text-slate-600">No maintenance plans in this period.</p>
          ) : (
            <ChartFrame
              title="Monthly recurring revenue at the end of each calendar month"
              summary={`From ${formatMoney(r.mrrByMonth[0]!.mrrCents, 'USD', { whole: false })} in ${formatMonth(r.mrrByMonth[0]!.month)} to ${formatMoney(r.mrrByMonth.at(-1)!.mrrCents, 'USD', { whole: false })} in ${formatMonth(r.mrrByMonth.at(-1)!.month)}.`}
              spec={{
                kind: 'line',
                name: 'MRR',
                data: r.mrrByMonth.map((m) => ({ label: formatAxisMonth(m.month), value: m.mrrCents })),
              }}
              table={{
                columns: ['Month', 'MRR'],
                rows: r.mrrByMonth.map((m) => [
                  formatMonth(m.month),
                  formatMoney(m.mrrCents, 'USD', { whole: false }),
                ]),
              }}
            />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Coupons</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Figure label="Coupon cost" value={formatMoney(r.couponCostCents, 'USD', { whole: false })}>
                Taken off paid orders in the period
              </Figure>
              <Figure label="Redemptions" value={n(r.couponRedemptions)} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Exit pop-up</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Figure label="Sign-ups" value={n(r.exitPopup.signups)} />
              <Figure label="Converted" value={n(r.exitPopup.converted)}>
                {r.exitPopup.rate === null
                  ? 'No sign-ups in this period'
                  : `${formatPercent(r.exitPopup.rate)} later paid an order`}
              </Figure>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

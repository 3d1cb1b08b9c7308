import {
  BadgeDollarSign,
  CalendarDays,
  CreditCard,
  type LucideIcon,
  Percent,
  Receipt,
  ShoppingCart,
  TrendingUp,
  Users,
} from 'lucide-react'
import type { ReactNode } from 'react'
import type { FinanceStatsResponse } from '../../../../shared/contracts/finance'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/utils'
import { formatGrowth, formatPercent, previousMonth } from '../finance-format'
import { formatMonth } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

function FinanceCard({
  label,
  value,
  icon: Icon,
  children,
}: {
  label: string
  value: string
  icon: LucideIcon
  children?: ReactNode
}) {
  return (
    <Card className="flex min-w-0 items-start justify-between gap-4 p-5">
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-600">{label}</h3>
        <p className="mt-1 truncate text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
        {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
      </div>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  )
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4'

export function FinanceCardsSkeleton() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">Loading the figures</span>
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} className="grid gap-2 p-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-3 w-36" />
        </Card>
      ))}
    </div>
  )
}

/** The eight figures of the period (§2), each with what it is measured against. */
export function FinanceCards({ stats, busy = false }: { stats: FinanceStatsResponse; busy?: boolean }) {
  // Today's month in the studio's time zone: the last day of the period is today.
  const thisMonth = stats.period.to.slice(0, 7)
  const lastMonth = previousMonth(thisMonth)
  const growth = stats.monthlyGrowth
  return (
    <section
      aria-label="Key figures"
      aria-busy={busy || undefined}
      className={cn(GRID, busy && 'opacity-70')}
    >
      <FinanceCard
        label="Total revenue"
        value={formatMoney(stats.totalRevenueCents, 'USD', { whole: false })}
        icon={BadgeDollarSign}
      >
        {growth === null ? (
          <>No revenue in {formatMonth(lastMonth)} to compare with</>
        ) : (
          <>
            <span className={cn('font-medium', growth >= 0 ? 'text-emerald-700' : 'text-red-700')}>
              {formatGrowth(growth)}
            </span>{' '}
            vs last month{' '}
            <span className="text-slate-500">
              ({formatMonth(thisMonth)} vs {formatMonth(lastMonth)}, calendar months)
            </span>
          </>
        )}
      </FinanceCard>
      <FinanceCard
        label="Monthly revenue"
        value={formatMoney(stats.monthlyRevenueCents, 'USD', { whole: false })}
        icon={CalendarDays}
      >
        {formatMonth(thisMonth)} so far; {formatMoney(stats.lastMonthRevenueCents, 'USD', { whole: false })}{' '}
        in {formatMonth(lastMonth)}
      </FinanceCard>
      <FinanceCard label="Total orders" value={stats.totalOrders.toLocaleString('en-US')} icon={ShoppingCart}>
        {stats.monthlyOrders.toLocaleString('en-US')} this month
      </FinanceCard>
      <FinanceCard
        label="Average order value"
        value={formatMoney(stats.averageOrderValueCents, 'USD', { whole: false })}
        icon={Receipt}
      >
        Per paid order in the period
      </FinanceCard>
      <FinanceCard
        label="Active customers"
        value={stats.activeCustomers.toLocaleString('en-US')}
        icon={Users}
      >
        With a paid order in the period
      </FinanceCard>
      <FinanceCard label="Conversion rate" value={formatPercent(stats.conversionRate)} icon={Percent}>
        {stats.conversionRate === null
          ? 'No checkouts started in this period'
          : `${stats.checkoutsPaid.toLocaleString('en-US')} paid of ${stats.checkoutsStarted.toLocaleString('en-US')} card checkouts started`}
      </FinanceCard>
      <FinanceCard label="Payment success" value={formatPercent(stats.paymentSuccess)} icon={CreditCard}>
        {stats.paymentSuccess === null
          ? 'No card payments in this period'
          : `${stats.cardPaymentsSucceeded.toLocaleString('en-US')} of ${stats.cardPaymentsAttempted.toLocaleString('en-US')} card payments succeeded`}
      </FinanceCard>
      <FinanceCard
        label="Net revenue"
        value={formatMoney(stats.netRevenueCents, 'USD', { whole: false })}
        icon={TrendingUp}
      >
        After {formatMoney(stats.refundedAmountCents, 'USD', { whole: false })} refunded
      </FinanceCard>
    </section>
  )
}
